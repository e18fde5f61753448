import { categoryRoute } from '@/components/categoryRoute';

const route = categoryRoute('/database', 'Study Guides');
export const metadata = route.metadata;
export default route.Page;
