import { practiceRoute } from '@/components/practice/practiceRoute';

const route = practiceRoute('/practicecorejava');
export const metadata = route.metadata;
export default route.Page;
