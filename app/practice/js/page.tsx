import { practiceRoute } from '@/components/practice/practiceRoute';

const route = practiceRoute('/practice/js');
export const metadata = route.metadata;
export default route.Page;
