import type { ReactNode } from 'react';
import { pageMetadata } from '@/lib/metadata';
import { ContentError } from '@/lib/practice/ContentError';
import { bankForRoute } from '@/lib/practice/loadBanks';
import { topicPath } from '@/lib/practice/paths';
import type { Bank } from '@/lib/practice/types';
import { PracticeLayout, PracticeTopicPage } from './PracticePage';

const startTopic = (bank: Bank) => bank.topics.find((t) => t.key === bank.startTopic)!;

/** What a bank's route folder exports from layout.tsx: the shell around its topic pages. */
export function practiceLayout(path: string) {
  const bank = bankForRoute(path);
  return function PracticeRouteLayout({ children }: { children: ReactNode }) {
    return <PracticeLayout bank={bank}>{children}</PracticeLayout>;
  };
}

/** What a bank's route folder exports from page.tsx: its start topic. */
export function practiceRoute(path: string) {
  const bank = bankForRoute(path);
  return {
    metadata: pageMetadata(path, bank.title, bank.description),
    Page: function PracticeRoutePage() {
      return <PracticeTopicPage bank={bank} topic={startTopic(bank)} />;
    },
  };
}

type TopicParams = { params: Promise<{ topic: string }> };

/** What a bank's [topic]/page.tsx exports: a page for each topic but the start topic. */
export function practiceTopicRoute(path: string) {
  const bank = bankForRoute(path);
  const topicOf = async ({ params }: TopicParams) => {
    const { topic: key } = await params;
    const topic = bank.topics.find((t) => t.key === key && key !== bank.startTopic);
    if (!topic) throw new ContentError(`${bank.file}: no topic page "${key}" under ${path}`);
    return topic;
  };
  return {
    generateStaticParams() {
      const params = bank.topics
        .filter((t) => t.key !== bank.startTopic)
        .map((t) => ({ topic: t.key }));
      if (params.length === 0)
        throw new ContentError(
          `${bank.file}: one topic only, so app${path}/[topic] has no pages: delete that folder`,
        );
      return params;
    },
    async generateMetadata(props: TopicParams) {
      const topic = await topicOf(props);
      const total = topic.questions.length;
      const withCode = topic.questions.filter((q) => q.codeExample).length;
      const code =
        withCode === total ? ' and a code example' : withCode ? `, ${withCode} with code` : '';
      return pageMetadata(
        topicPath(bank, topic.key),
        `${topic.name} · ${bank.title}`,
        `${total} ${topic.name} interview questions, Beginner to Advanced, each with a hint${code}: part of the ${bank.title}.`,
      );
    },
    Page: async function PracticeTopicRoutePage(props: TopicParams) {
      return <PracticeTopicPage bank={bank} topic={await topicOf(props)} />;
    },
  };
}
