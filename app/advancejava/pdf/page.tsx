import { viewerRoute } from '@/components/viewerRoute';

const route = viewerRoute('/advancejava/pdf', 'advjava', true);
export const metadata = route.metadata;
export default route.Page;
