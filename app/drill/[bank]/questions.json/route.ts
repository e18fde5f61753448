import { drillRoute } from '@/components/drill/drillRoute';

// Written as a file by the export: one questions.json per bank, fetched by its drill page.
export const dynamic = 'force-static';
export const dynamicParams = false;
export const generateStaticParams = drillRoute.generateStaticParams;
export const GET = drillRoute.questions;
