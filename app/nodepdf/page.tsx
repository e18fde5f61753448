import { viewerRoute } from '@/components/viewerRoute';

const route = viewerRoute('/nodepdf', 'nodejs');
export const metadata = route.metadata;
export default route.Page;
