import { practiceRoute } from '@/components/practice/practiceRoute';

const route = practiceRoute('/practiceadvance');
export const metadata = route.metadata;
export default route.Page;
