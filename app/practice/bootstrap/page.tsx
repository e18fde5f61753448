import { practiceRoute } from '@/components/practice/practiceRoute';

const route = practiceRoute('/practice/bootstrap');
export const metadata = route.metadata;
export default route.Page;
