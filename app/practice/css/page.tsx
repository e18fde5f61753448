import { practiceRoute } from '@/components/practice/practiceRoute';

const route = practiceRoute('/practice/css');
export const metadata = route.metadata;
export default route.Page;
