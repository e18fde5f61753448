import { practiceTopicRoute } from '@/components/practice/practiceRoute';

const route = practiceTopicRoute('/practicedjango');
export const dynamicParams = false;
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
