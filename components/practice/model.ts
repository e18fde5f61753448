import type { RunKind } from '@/lib/practice/runnable';
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
    /** Runs in the browser this way (a Run button; lib/practice/runnable.ts decides). */
    run?: RunKind;
    /** Else, where its shown output comes from: "Runs on Node.js 26: output shown". */
    runsOn?: string;
  };
}

/** A topic's questions, as the server renders them into its page. */
export interface TopicView {
  key: string;
  name: string;
  questions: QuestionView[];
}

/** What the engine's client part knows of a topic: the questions themselves are in the HTML. */
export interface TopicHead {
  key: string;
  name: string;
  /** The URL of the topic's page. */
  href: string;
  /** How many questions the topic has: the heading's count before any search. */
  total: number;
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

/** Records a hint or code flag (open or not) in the engine. */
export type ToggleFlag = (topic: string, id: number, kind: 'hint' | 'code', open: boolean) => void;
