import { practiceRoute } from '@/components/practice/practiceRoute';

const route = practiceRoute('/practiceadvancepython');
export const metadata = route.metadata;
export default route.Page;
