import { viewerRoute } from '@/components/viewerRoute';

const route = viewerRoute('/bootstrapPdf', 'bootstrap');
export const metadata = route.metadata;
export default route.Page;
