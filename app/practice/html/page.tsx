import { practiceRoute } from '@/components/practice/practiceRoute';

const route = practiceRoute('/practice/html');
export const metadata = route.metadata;
export default route.Page;
