import { viewerRoute } from '@/components/viewerRoute';

const route = viewerRoute('/reactpdf', 'react');
export const metadata = route.metadata;
export default route.Page;
