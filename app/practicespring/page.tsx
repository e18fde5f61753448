import { practiceRoute } from '@/components/practice/practiceRoute';

const route = practiceRoute('/practicespring');
export const metadata = route.metadata;
export default route.Page;
