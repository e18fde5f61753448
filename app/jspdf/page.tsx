import { viewerRoute } from '@/components/viewerRoute';

const route = viewerRoute('/jspdf', 'javascript');
export const metadata = route.metadata;
export default route.Page;
