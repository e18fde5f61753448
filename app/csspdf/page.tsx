import { viewerRoute } from '@/components/viewerRoute';

const route = viewerRoute('/csspdf', 'css');
export const metadata = route.metadata;
export default route.Page;
