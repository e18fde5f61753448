import { stripTypes } from '@/components/frame/run/typescript';
import { ContentError } from '@/lib/practice/ContentError';
import { loadTasks } from './loadTasks';
import { prepareTests } from './prepare';
import type { TaskTestsJson } from './schema';

/** A bank's tests as the page's Check runs them: TypeScript's stripped here, at build. */
export function bankTests(bank: string): Record<string, TaskTestsJson> {
  return Object.fromEntries(
    loadTasks()
      .filter((t) => t.bank === bank)
      .map((t) => [
        t.id,
        { language: t.language, tests: prepareTests(t.language, t.tests, stripTypes) },
      ]),
  );
}

type Params = { params: Promise<{ bank: string }> };

/** What app/tasks/[bank]/tests.json/route.ts exports. */
export const taskTests = {
  generateStaticParams: () =>
    [...new Set(loadTasks().map((t) => t.bank))].map((bank) => ({ bank })),
  async GET(_request: Request, { params }: Params) {
    const { bank } = await params;
    const tests = bankTests(bank);
    if (!Object.keys(tests).length)
      throw new ContentError(`No tasks in content/tasks/${bank}.yaml`);
    return Response.json(tests);
  },
};
