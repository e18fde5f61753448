import type { Difficulty, Language } from '@/lib/practice/types';

/** What the browser receives for one question: plain data, code already highlighted. */
export interface QuestionView {
  id: number;
  difficulty: Difficulty;
  question: string;
  hint: string;
  code?: {
    html: string;
    language: Language;
    output?: string;
    note?: string;
  };
}

export interface TopicView {
  key: string;
  name: string;
  questions: QuestionView[];
}

/** A tab: a topic, the URL of its page, and its questions of each difficulty (for the filter). */
export interface TopicLink {
  key: string;
  name: string;
  href: string;
  counts: Readonly<Record<Difficulty, number>>;
}

export { namesTopic, questionAnchor } from '@/lib/practice/anchors';

/** The key of a hint or code flag: one per (topic, question id). */
export const flagKey = (topic: string, id: number, kind: 'hint' | 'code') =>
  `${topic}:${id}:${kind}`;
