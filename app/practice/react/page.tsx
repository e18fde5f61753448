import { practiceRoute } from '@/components/practice/practiceRoute';

const route = practiceRoute('/practice/react');
export const metadata = route.metadata;
export default route.Page;
