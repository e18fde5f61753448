import { taskTests } from '@/lib/tasks/tests';

// Written as a file by the export: one tests.json per bank with tasks, fetched on the first
// Check of one of its tasks (components/frame/task/), so no page carries tests it may not need.
export const dynamic = 'force-static';
export const dynamicParams = false;
export const generateStaticParams = taskTests.generateStaticParams;
export const GET = taskTests.GET;
