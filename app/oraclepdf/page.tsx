import { viewerRoute } from '@/components/viewerRoute';

const route = viewerRoute('/oraclepdf', 'oracle');
export const metadata = route.metadata;
export default route.Page;
