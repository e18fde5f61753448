import { viewerRoute } from '@/components/viewerRoute';

const route = viewerRoute('/advpdf', 'advjava');
export const metadata = route.metadata;
export default route.Page;
