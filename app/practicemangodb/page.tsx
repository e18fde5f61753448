import { practiceRoute } from '@/components/practice/practiceRoute';

const route = practiceRoute('/practicemangodb');
export const metadata = route.metadata;
export default route.Page;
