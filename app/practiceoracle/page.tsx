import { practiceRoute } from '@/components/practice/practiceRoute';

const route = practiceRoute('/practiceoracle');
export const metadata = route.metadata;
export default route.Page;
