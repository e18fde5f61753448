import { viewerRoute } from '@/components/viewerRoute';

const route = viewerRoute('/typescriptpdf', 'typescript');
export const metadata = route.metadata;
export default route.Page;
