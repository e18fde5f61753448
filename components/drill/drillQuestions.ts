import { topicView } from '@/components/practice/topicView';
import { drillPath } from '@/lib/practice/paths';
import type { Bank } from '@/lib/practice/types';
import type { DrillQuestion } from './model';

/** Where a bank's drill questions are: a static file beside its drill page. */
export const drillQuestionsPath = (bank: Pick<Bank, 'slug'>) => `${drillPath(bank)}/questions.json`;

/** What the drill needs of a bank, code highlighted at build time: its questions.json. */
export const drillQuestions = (bank: Bank): DrillQuestion[] =>
  bank.topics.flatMap((topic) =>
    topicView(topic, bank.slug).questions.map((question) => ({ ...question, topic: topic.key })),
  );
