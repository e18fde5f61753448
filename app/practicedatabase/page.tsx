import { categoryRoute } from '@/components/categoryRoute';

const route = categoryRoute('/practicedatabase', 'Practice Questions');
export const metadata = route.metadata;
export default route.Page;
