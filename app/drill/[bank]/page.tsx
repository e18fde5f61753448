import { drillRoute } from '@/components/drill/drillRoute';

export const dynamicParams = false;
export const generateStaticParams = drillRoute.generateStaticParams;
export const generateMetadata = drillRoute.generateMetadata;
export default drillRoute.Page;
