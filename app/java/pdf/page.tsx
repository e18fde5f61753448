import { viewerRoute } from '@/components/viewerRoute';

const route = viewerRoute('/java/pdf', 'java', true);
export const metadata = route.metadata;
export default route.Page;
