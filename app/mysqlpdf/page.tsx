import { viewerRoute } from '@/components/viewerRoute';

const route = viewerRoute('/mysqlpdf', 'mysql');
export const metadata = route.metadata;
export default route.Page;
