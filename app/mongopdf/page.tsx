import { viewerRoute } from '@/components/viewerRoute';

const route = viewerRoute('/mongopdf', 'mongodb');
export const metadata = route.metadata;
export default route.Page;
