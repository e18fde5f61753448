import { categoryRoute } from '@/components/categoryRoute';

const route = categoryRoute('/java', 'Study Guides');
export const metadata = route.metadata;
export default route.Page;
