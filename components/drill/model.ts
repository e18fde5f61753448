import type { QuestionView, TopicLink } from '@/components/practice/model';

/**
 * A topic of the drilled bank as the page carries it: its name, the URL of its page (where a
 * missed question links) and its counts by difficulty. The questions come from the bank's
 * questions.json, fetched once the page has loaded.
 */
export type DrillTopic = TopicLink;

/** One question of a drill: the question as in the banks, and its topic's key. */
export interface DrillQuestion extends QuestionView {
  topic: string;
}
