import { viewerRoute } from '@/components/viewerRoute';

const route = viewerRoute('/pythonpdf', 'python');
export const metadata = route.metadata;
export default route.Page;
