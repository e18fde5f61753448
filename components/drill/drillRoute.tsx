import { pageMetadata } from '@/lib/metadata';
import { ContentError } from '@/lib/practice/ContentError';
import { loadBanks } from '@/lib/practice/loadBanks';
import { drillPath } from '@/lib/practice/paths';
import { DrillPage } from './DrillPage';

type DrillParams = { params: Promise<{ bank: string }> };

async function bankOf({ params }: DrillParams) {
  const { bank: slug } = await params;
  const bank = loadBanks().find((b) => b.slug === slug);
  if (!bank) throw new ContentError(`No bank content/practice/${slug}.yaml for /drill/${slug}`);
  return bank;
}

/** What app/drill/[bank]/page.tsx exports: one drill page per bank. */
export const drillRoute = {
  generateStaticParams: () => loadBanks().map((bank) => ({ bank: bank.slug })),
  async generateMetadata(props: DrillParams) {
    const bank = await bankOf(props);
    const total = bank.topics.reduce((sum, topic) => sum + topic.questions.length, 0);
    return pageMetadata(
      drillPath(bank),
      `Drill: ${bank.title}`,
      `Drill the ${total} ${bank.title.replace(/ Practice Questions$/, '')} interview questions one at a time, in a new order each visit: recall the answer, reveal it, and see what to study again.`,
    );
  },
  Page: async function DrillRoutePage(props: DrillParams) {
    return <DrillPage bank={await bankOf(props)} />;
  },
};
