import { viewerRoute } from '@/components/viewerRoute';

const route = viewerRoute('/spring', 'spring');
export const metadata = route.metadata;
export default route.Page;
