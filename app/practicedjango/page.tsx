import { practiceRoute } from '@/components/practice/practiceRoute';

const route = practiceRoute('/practicedjango');
export const metadata = route.metadata;
export default route.Page;
