import { viewerRoute } from '@/components/viewerRoute';

const route = viewerRoute('/expresspdf', 'express');
export const metadata = route.metadata;
export default route.Page;
