import { practiceRoute } from '@/components/practice/practiceRoute';

const route = practiceRoute('/practicemysql');
export const metadata = route.metadata;
export default route.Page;
