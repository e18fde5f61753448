import type { QuestionView, TopicView } from '@/components/practice/model';

/** A topic of the drilled bank, with the URL of its page (where a missed question links). */
export interface DrillTopic extends TopicView {
  href: string;
}

/** One question of a drill: the question as in the banks, and its topic's key. */
export interface DrillQuestion extends QuestionView {
  topic: string;
}
