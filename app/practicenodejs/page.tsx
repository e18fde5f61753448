import { practiceRoute } from '@/components/practice/practiceRoute';

const route = practiceRoute('/practicenodejs');
export const metadata = route.metadata;
export default route.Page;
