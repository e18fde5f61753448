import { categoryRoute } from '@/components/categoryRoute';

const route = categoryRoute('/backend', 'Study Guides');
export const metadata = route.metadata;
export default route.Page;
