import { practiceRoute } from '@/components/practice/practiceRoute';

const route = practiceRoute('/practicepython');
export const metadata = route.metadata;
export default route.Page;
