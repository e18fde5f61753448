import { LineCounter, parseDocument, type Document, type Node } from 'yaml';
import type { z } from 'zod';
import { ContentError } from './ContentError';
import {
  bankSchema,
  codeExampleSchema,
  isRefTopic,
  questionSchema,
  REF_MESSAGE,
  writtenTopicSchema,
} from './bankSchema';
import type { Bank, Question, Topic } from './types';

type Path = readonly PropertyKey[];

/** Where in the file a value sits. */
class Lines {
  constructor(
    private readonly doc: Document,
    private readonly counter: LineCounter,
  ) {}

  of(path: Path): number | undefined {
    const node = this.doc.getIn(path as (string | number)[], true) as Node | undefined;
    const offset = node?.range?.[0];
    return offset === undefined ? undefined : this.counter.linePos(offset).line;
  }

  /** The value's line, or its nearest written parent's (a missing field: its mapping's). */
  near(path: Path): number | undefined {
    for (let n = path.length; n >= 0; n--) {
      const line = this.of(path.slice(0, n));
      if (line) return line;
    }
    return undefined;
  }
}

/** One mistake, before it is worded: where (a path in the file's data) and what. */
interface Problem {
  path: Path;
  message: string;
}

/**
 * zod's issues as problems, one per field: an unknown-fields issue becomes one problem per
 * field, and a topic is reported for the kind of topic it is (a ref or a written one).
 */
function problemsOf(issues: readonly z.core.$ZodIssue[], raw: unknown, base: Path = []): Problem[] {
  return issues.flatMap((issue): Problem[] => {
    const path = [...base, ...issue.path];
    // A ref topic is one field: whatever is wrong with it, the fix is the same.
    const topic = path.slice(0, 2);
    if (topic[0] === 'topics' && path.length > 1 && isRefTopic(valueAt(raw, topic)))
      return [{ path: [...topic, 'ref'], message: REF_MESSAGE }];
    if (issue.code === 'unrecognized_keys') {
      const allowed = shapeAt(path).join(', ');
      return issue.keys.map((key) => ({
        path: [...path, key],
        message: `unknown field (allowed: ${allowed})`,
      }));
    }
    // Neither a ref nor a written topic: the written topic's issues say what to fix.
    if (issue.code === 'invalid_union') return problemsOf(issue.errors[1] ?? [], raw, path);
    return [{ path, message: issue.message }];
  });
}

function valueAt(raw: unknown, path: Path): unknown {
  return path.reduce<unknown>(
    (value, key) =>
      typeof value === 'object' && value !== null
        ? (value as Record<PropertyKey, unknown>)[key]
        : undefined,
    raw,
  );
}

/** The fields allowed where an unknown one was written: the schema's own list, by concept. */
const fieldsAt: Record<string, readonly string[]> = {
  '': Object.keys(bankSchema.shape),
  topics: Object.keys(writtenTopicSchema.shape),
  'topics.questions': Object.keys(questionSchema.shape),
  'topics.questions.codeExample': Object.keys(codeExampleSchema.shape),
};
const shapeAt = (path: Path): readonly string[] =>
  fieldsAt[path.filter((key) => typeof key === 'string').join('.')] ?? [];

/**
 * How a path is named in a message: `topic "joins", question 3, field "codeExample.language"`.
 * A topic is named by its key and a question by its id when they are well formed, else by place.
 */
function whereOf(raw: unknown, path: Path): string {
  const parts: string[] = [];
  let rest = path;
  if (rest[0] === 'topics' && typeof rest[1] === 'number') {
    const t = rest[1];
    const key = valueAt(raw, ['topics', t, 'key']);
    const named = typeof key === 'string' && KEY.test(key);
    parts.push(named ? `topic "${key}"` : `topic ${t + 1}`);
    rest = rest.slice(2);
    if (rest[0] === 'questions' && typeof rest[1] === 'number') {
      const i = rest[1];
      const id = valueAt(raw, ['topics', t, 'questions', i, 'id']);
      const byId = typeof id === 'number' && Number.isInteger(id) && id > 0;
      parts.push(`question ${byId ? id : i + 1}`);
      rest = rest.slice(2);
    }
  }
  if (rest.length > 0) parts.push(`field "${rest.map(String).join('.')}"`);
  return parts.join(', ');
}

const KEY = /^[a-z][a-z0-9-]*$/;

/** A raw topic that names another bank's topic: `ref: nodejs/basics`. */
export interface TopicRef {
  ref: string;
  index: number;
}

export interface ParsedBank {
  bank: Bank;
  refs: TopicRef[];
  /** Expected question count per topic key (refs included once resolved). */
  expected: Map<string, number>;
}

/**
 * Parses and validates one bank file against lib/practice/bankSchema.ts. Every mistake is
 * reported, one line each, as `file:line: topic "k", question N, field "f": what is wrong`;
 * the thrown ContentError's message holds them all, in file order.
 */
export function parseBank(file: string, text: string): ParsedBank {
  const counter = new LineCounter();
  const doc = parseDocument(text, { lineCounter: counter, prettyErrors: false, uniqueKeys: true });
  if (doc.errors.length > 0) {
    throw new ContentError(
      doc.errors
        .map((error) => {
          const line = error.linePos?.[0]?.line ?? counter.linePos(error.pos[0]).line;
          return `${file}${line ? `:${line}` : ''}: not valid YAML: ${error.message.split('\n')[0]}`;
        })
        .join('\n'),
    );
  }
  const lines = new Lines(doc, counter);
  const raw = doc.toJS() as unknown;
  const result = bankSchema.safeParse(raw);
  if (!result.success) {
    const located = problemsOf(result.error.issues, raw).map((problem) => ({
      line: lines.near(problem.path),
      text: [whereOf(raw, problem.path), problem.message].filter(Boolean).join(': '),
    }));
    located.sort((a, b) => (a.line ?? 0) - (b.line ?? 0));
    throw new ContentError(
      [...new Set(located.map((p) => `${file}${p.line ? `:${p.line}` : ''}: ${p.text}`))].join(
        '\n',
      ),
    );
  }

  const refs: TopicRef[] = [];
  const expected = new Map<string, number>();
  const topics = result.data.topics.map((topic, t): Topic => {
    if ('ref' in topic) {
      refs.push({ ref: topic.ref, index: t });
      return { key: '', name: '', questions: [] }; // replaced by the loader
    }
    expected.set(topic.key, topic.expectedCount);
    return {
      key: topic.key,
      name: topic.name,
      questions: topic.questions.map((question, i): Question => ({
        ...question,
        source: `${file}:${lines.of(['topics', t, 'questions', i]) ?? 0}`,
      })),
    };
  });
  const slug = file.replace(/^.*\//, '').replace(/\.yaml$/, '');
  const bank: Bank = {
    ...result.data,
    slug,
    file,
    startTopic: result.data.startTopic ?? '',
    topics,
  };
  return { bank, refs, expected };
}
