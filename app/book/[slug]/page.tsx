import { guideRoute } from '@/components/guide/guideRoute';

export const dynamicParams = false;
export const generateStaticParams = guideRoute.generateStaticParams;
export const generateMetadata = guideRoute.generateMetadata;
export default guideRoute.Page;
