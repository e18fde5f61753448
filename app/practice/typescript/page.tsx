import { practiceRoute } from '@/components/practice/practiceRoute';

const route = practiceRoute('/practice/typescript');
export const metadata = route.metadata;
export default route.Page;
