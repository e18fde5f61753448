import { practiceRoute } from '@/components/practice/practiceRoute';

const route = practiceRoute('/practiceexpress');
export const metadata = route.metadata;
export default route.Page;
