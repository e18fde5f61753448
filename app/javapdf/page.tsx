import { viewerRoute } from '@/components/viewerRoute';

const route = viewerRoute('/javapdf', 'java');
export const metadata = route.metadata;
export default route.Page;
