import { categoryRoute } from '@/components/categoryRoute';

const route = categoryRoute('/practice', 'Practice Questions');
export const metadata = route.metadata;
export default route.Page;
