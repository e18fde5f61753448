import { categoryRoute } from '@/components/categoryRoute';

const route = categoryRoute('/practicenode', 'Practice Questions');
export const metadata = route.metadata;
export default route.Page;
