import { viewerRoute } from '@/components/viewerRoute';

const route = viewerRoute('/htmlpdf', 'html');
export const metadata = route.metadata;
export default route.Page;
