import { chapterRoute } from '@/components/guide/guideRoute';

export const dynamicParams = false;
export const generateStaticParams = chapterRoute.generateStaticParams;
export const generateMetadata = chapterRoute.generateMetadata;
export default chapterRoute.Page;
