import { isMap, isSeq, LineCounter, parseDocument, type Document, type Node } from 'yaml';
import { ContentError } from './ContentError';
import {
  checks,
  commandEnvs,
  difficulties,
  languages,
  type Bank,
  type CodeExample,
  type ExampleCommands,
  type Question,
  type Topic,
} from './types';

type Path = (string | number)[];

/** Which checks the tests can perform for each language (see content/README.md). */
export const checksFor: Record<CodeExample['language'], readonly CodeExample['check'][]> = {
  java: ['run', 'compile', 'parse'],
  python: ['run', 'parse'],
  javascript: ['run', 'compile', 'parse'],
  typescript: ['compile', 'parse'],
  tsx: ['compile', 'parse'],
  jsx: ['compile', 'parse'],
  c: ['compile'],
  sql: ['parse', 'structure'],
  plsql: ['parse', 'structure'],
  mongosh: ['parse'],
  html: ['parse'],
  css: ['parse'],
  json: ['parse'],
  yaml: ['parse'],
  properties: ['parse'],
  django: ['structure', 'run'],
  // Pages are compiled by Tomcat's Jasper (lib/check/spring.ts).
  jsp: ['compile', 'structure'],
};

/** Where in the file a value sits, and how to name it in a message. */
class Reader {
  constructor(
    readonly file: string,
    private readonly doc: Document,
    private readonly lines: LineCounter,
  ) {}

  line(path: Path): number | undefined {
    const node = this.doc.getIn(path, true) as Node | undefined;
    const offset = node?.range?.[0];
    return offset === undefined ? undefined : this.lines.linePos(offset).line;
  }

  fail(path: Path, where: string, message: string): never {
    const line = this.line(path) ?? this.line(path.slice(0, -1));
    throw new ContentError(
      `${this.file}${line ? `:${line}` : ''}: ${where}${where ? ': ' : ''}${message}`,
    );
  }
}

const KEY = /^[a-z][a-z0-9-]*$/;

function describe(value: unknown): string {
  return value === undefined ? 'nothing' : JSON.stringify(value);
}

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
 * Parses and validates one bank file. Every mistake is reported as
 * `file:line: topic "k", question N, field "f": what is wrong`.
 */
export function parseBank(file: string, text: string): ParsedBank {
  const lines = new LineCounter();
  const doc = parseDocument(text, { lineCounter: lines, prettyErrors: false, uniqueKeys: true });
  if (doc.errors.length > 0) {
    const error = doc.errors[0]!;
    const line = error.linePos?.[0]?.line ?? lines.linePos(error.pos[0]).line;
    throw new ContentError(
      `${file}${line ? `:${line}` : ''}: not valid YAML: ${error.message.split('\n')[0]}`,
    );
  }
  const read: Reader = new Reader(file, doc, lines);
  const raw = doc.toJS() as unknown;
  if (!isMap(doc.contents) || typeof raw !== 'object' || raw === null)
    read.fail([], '', 'the file must be a mapping with title, route and topics');
  const top = raw as Record<string, unknown>;

  const allowedTop = [
    'title',
    'route',
    'description',
    'targets',
    'maxWidth',
    'codeLabel',
    'startTopic',
    'themeToggle',
    'topics',
  ];
  for (const key of Object.keys(top)) {
    if (!allowedTop.includes(key))
      read.fail([key], `field "${key}"`, `unknown field (allowed: ${allowedTop.join(', ')})`);
  }
  const text1 = (path: Path, where: string, value: unknown, max?: number): string => {
    if (typeof value !== 'string' || value.trim() === '')
      read.fail(path, where, `must be non-empty text, got ${describe(value)}`);
    if (max && value.trim().length > max)
      read.fail(path, where, `must be at most ${max} characters (has ${value.trim().length})`);
    return value.trim();
  };

  const title = text1(['title'], 'field "title"', top.title);
  const route = text1(['route'], 'field "route"', top.route);
  if (!/^\/[A-Za-z0-9/-]*[A-Za-z0-9]$/.test(route))
    read.fail(
      ['route'],
      'field "route"',
      `must be a path like /practicemysql, got ${describe(route)}`,
    );
  const description = text1(['description'], 'field "description"', top.description, 160);
  const targets = text1(['targets'], 'field "targets"', top.targets, 100);
  const maxWidth = top.maxWidth ?? 900;
  if (
    typeof maxWidth !== 'number' ||
    !Number.isInteger(maxWidth) ||
    maxWidth < 600 ||
    maxWidth > 1400
  ) {
    read.fail(
      ['maxWidth'],
      'field "maxWidth"',
      `must be a whole number of pixels from 600 to 1400, got ${describe(maxWidth)}`,
    );
  }
  const codeLabel =
    top.codeLabel === undefined
      ? 'Code Example:'
      : text1(['codeLabel'], 'field "codeLabel"', top.codeLabel, 40);
  const themeToggle = top.themeToggle ?? false;
  if (typeof themeToggle !== 'boolean')
    read.fail(['themeToggle'], 'field "themeToggle"', 'must be true or false');

  if (!Array.isArray(top.topics) || top.topics.length === 0 || !isSeq(doc.get('topics', true))) {
    read.fail(['topics'], 'field "topics"', 'must be a non-empty list of topics');
  }

  const topics: Topic[] = [];
  const refs: TopicRef[] = [];
  const expected = new Map<string, number>();
  (top.topics as unknown[]).forEach((rawTopic, t) => {
    const at: Path = ['topics', t];
    if (typeof rawTopic !== 'object' || rawTopic === null || Array.isArray(rawTopic))
      read.fail(at, `topic ${t + 1}`, 'must be a mapping');
    const topic = rawTopic as Record<string, unknown>;
    if ('ref' in topic) {
      const ref = topic.ref;
      if (
        Object.keys(topic).length !== 1 ||
        typeof ref !== 'string' ||
        !/^[a-z0-9-]+\/[a-z][a-z0-9-]*$/.test(ref)
      ) {
        read.fail(
          [...at, 'ref'],
          `topic ${t + 1}, field "ref"`,
          'must be alone and look like "<bank>/<topic key>"',
        );
      }
      refs.push({ ref, index: t });
      topics.push({ key: '', name: '', questions: [] }); // filled in by the loader
      return;
    }
    for (const key of Object.keys(topic)) {
      if (!['key', 'name', 'expectedCount', 'questions'].includes(key))
        read.fail(
          [...at, key],
          `topic ${t + 1}, field "${key}"`,
          'unknown field (allowed: key, name, expectedCount, questions)',
        );
    }
    const key = topic.key;
    if (typeof key !== 'string' || !KEY.test(key))
      read.fail(
        [...at, 'key'],
        `topic ${t + 1}, field "key"`,
        `must match [a-z][a-z0-9-]*, got ${describe(key)}`,
      );
    const where = `topic "${key}"`;
    if (topics.some((other) => other.key === key))
      read.fail([...at, 'key'], where, 'this topic key is used twice');
    const name = text1([...at, 'name'], `${where}, field "name"`, topic.name, 60);
    const count = topic.expectedCount;
    if (typeof count !== 'number' || !Number.isInteger(count) || count < 1)
      read.fail(
        [...at, 'expectedCount'],
        `${where}, field "expectedCount"`,
        `must be a positive whole number, got ${describe(count)}`,
      );
    if (!Array.isArray(topic.questions))
      read.fail([...at, 'questions'], `${where}, field "questions"`, 'must be a list of questions');
    const questions = topic.questions.map((q, i) =>
      parseQuestion(read, [...at, 'questions', i], where, q, i),
    );
    const seen = new Set<number>();
    questions.forEach((q, i) => {
      if (seen.has(q.id))
        read.fail(
          [...at, 'questions', i, 'id'],
          `${where}, question ${q.id}, field "id"`,
          'this id is used twice in the topic',
        );
      seen.add(q.id);
    });
    if (questions.length !== count) {
      read.fail(
        [...at, 'expectedCount'],
        `${where}, field "expectedCount"`,
        `the topic declares ${count} questions but has ${questions.length}`,
      );
    }
    expected.set(key, count);
    topics.push({ key, name, questions });
  });

  const startTopic =
    top.startTopic === undefined
      ? undefined
      : text1(['startTopic'], 'field "startTopic"', top.startTopic);
  const slug = file.replace(/^.*\//, '').replace(/\.yaml$/, '');
  const bank: Bank = {
    slug,
    file,
    title,
    route,
    description,
    targets,
    maxWidth,
    codeLabel,
    startTopic: startTopic ?? '',
    themeToggle,
    topics,
  };
  return { bank, refs, expected };
}

function parseQuestion(
  read: Reader,
  at: Path,
  topicWhere: string,
  raw: unknown,
  index: number,
): Question {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw))
    read.fail(at, `${topicWhere}, question ${index + 1}`, 'must be a mapping');
  const q = raw as Record<string, unknown>;
  const id = q.id;
  if (typeof id !== 'number' || !Number.isInteger(id) || id < 1)
    read.fail(
      [...at, 'id'],
      `${topicWhere}, question ${index + 1}, field "id"`,
      `must be a positive whole number, got ${describe(id)}`,
    );
  const where = `${topicWhere}, question ${id}`;
  for (const key of Object.keys(q)) {
    if (!['id', 'difficulty', 'question', 'solutionHint', 'codeExample'].includes(key))
      read.fail(
        [...at, key],
        `${where}, field "${key}"`,
        'unknown field (allowed: id, difficulty, question, solutionHint, codeExample)',
      );
  }
  const text = (field: string): string => {
    const value = q[field];
    if (typeof value !== 'string' || value.trim() === '')
      read.fail(
        [...at, field],
        `${where}, field "${field}"`,
        `must be non-empty text, got ${describe(value)}`,
      );
    if ((value.match(/`/g) ?? []).length % 2 !== 0)
      read.fail([...at, field], `${where}, field "${field}"`, 'has an unclosed ` (inline code)');
    return value.trim();
  };
  const difficulty = q.difficulty;
  if (!difficulties.includes(difficulty as never))
    read.fail(
      [...at, 'difficulty'],
      `${where}, field "difficulty"`,
      `must be one of ${difficulties.join(', ')}, got ${describe(difficulty)}`,
    );
  const question: Question = {
    id,
    difficulty: difficulty as Question['difficulty'],
    question: text('question'),
    solutionHint: text('solutionHint'),
    source: `${read.file}:${read.line(at) ?? 0}`,
  };
  if (q.codeExample !== undefined)
    question.codeExample = parseCode(
      read,
      [...at, 'codeExample'],
      `${where}, field "codeExample`,
      q.codeExample,
    );
  return question;
}

const codeFields = [
  'language',
  'check',
  'code',
  'expectedOutput',
  'requires',
  'note',
  'harness',
  'excused',
  'notInBrowser',
  'commands',
];

function parseCode(read: Reader, at: Path, where: string, raw: unknown): CodeExample {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw))
    read.fail(at, `${where}"`, 'must be a mapping with language, check and code');
  const c = raw as Record<string, unknown>;
  for (const key of Object.keys(c)) {
    if (!codeFields.includes(key))
      read.fail(
        [...at, key],
        `${where}.${key}"`,
        `unknown field (allowed: ${codeFields.join(', ')})`,
      );
  }
  if (c.language === undefined)
    read.fail(
      at,
      `${where}.language"`,
      `is missing: every code example names its language (${languages.join(', ')})`,
    );
  if (!languages.includes(c.language as never))
    read.fail(
      [...at, 'language'],
      `${where}.language"`,
      `must be one of ${languages.join(', ')}, got ${describe(c.language)}`,
    );
  if (!checks.includes(c.check as never))
    read.fail(
      [...at, 'check'],
      `${where}.check"`,
      `must be one of ${checks.join(', ')}, got ${describe(c.check)}`,
    );
  const allowed = checksFor[c.language as CodeExample['language']];
  if (!allowed.includes(c.check as CodeExample['check']))
    read.fail(
      [...at, 'check'],
      `${where}.check"`,
      `${describe(c.check)} is not available for ${describe(c.language)} (use ${allowed.join(' or ')})`,
    );
  if (typeof c.code !== 'string' || c.code.trim() === '')
    read.fail([...at, 'code'], `${where}.code"`, 'must be non-empty text');
  const example: CodeExample = {
    language: c.language as CodeExample['language'],
    check: c.check as CodeExample['check'],
    code: c.code.replace(/\s+$/, ''),
  };
  if (c.check === 'run') {
    if (typeof c.expectedOutput !== 'string')
      read.fail(
        at,
        `${where}.expectedOutput"`,
        'is required when check is run: write exactly what the example prints',
      );
  }
  if (c.expectedOutput !== undefined) {
    if (typeof c.expectedOutput !== 'string')
      read.fail([...at, 'expectedOutput'], `${where}.expectedOutput"`, 'must be text');
    if (c.check !== 'run')
      read.fail([...at, 'expectedOutput'], `${where}.expectedOutput"`, 'is only for check: run');
    example.expectedOutput = c.expectedOutput.replace(/\s+$/, '');
  }
  if (c.requires !== undefined) {
    const requires = String(c.requires);
    if (!/^\d+(\.\d+)?$/.test(requires))
      read.fail(
        [...at, 'requires'],
        `${where}.requires"`,
        `must be a version like 21 or "3.12", got ${describe(c.requires)}`,
      );
    example.requires = requires;
  }
  if (c.note !== undefined) {
    if (typeof c.note !== 'string' || c.note.trim() === '')
      read.fail([...at, 'note'], `${where}.note"`, 'must be non-empty text');
    example.note = c.note.trim();
  }
  for (const key of ['harness', 'excused', 'notInBrowser'] as const) {
    if (c[key] === undefined) continue;
    const value = c[key];
    if (typeof value !== 'string' || value.trim() === '')
      read.fail([...at, key], `${where}.${key}"`, 'must be non-empty text');
    example[key] = key === 'harness' ? value.replace(/\s+$/, '') : value.trim();
  }
  if (example.excused && c.check === 'run')
    read.fail([...at, 'excused'], `${where}.excused"`, 'an example that runs needs no excuse');
  if (c.commands !== undefined) {
    example.commands = parseCommands(read, [...at, 'commands'], `${where}.commands`, c.commands);
    if (example.excused)
      read.fail(
        [...at, 'excused'],
        `${where}.excused"`,
        'an example whose commands run needs no excuse',
      );
    if (example.commands.steps.some((s) => s.printsExpectedOutput) && !example.expectedOutput)
      read.fail(
        [...at, 'commands'],
        `${where}.commands"`,
        'printsExpectedOutput needs an expectedOutput',
      );
  }
  return example;
}

const commandFields = ['env', 'file', 'files', 'steps'];
const stepFields = ['run', 'claim', 'prints', 'printsExpectedOutput'];

/** A code example's `commands` (content/README.md): where they run, the files, the steps. */
function parseCommands(read: Reader, at: Path, where: string, raw: unknown): ExampleCommands {
  const mapping = (value: unknown): value is Record<string, unknown> =>
    typeof value === 'object' && value !== null && !Array.isArray(value);
  if (!mapping(raw)) read.fail(at, `${where}"`, 'must be a mapping with env, file and steps');
  for (const key of Object.keys(raw))
    if (!commandFields.includes(key))
      read.fail(
        [...at, key],
        `${where}.${key}"`,
        `unknown field (allowed: ${commandFields.join(', ')})`,
      );
  if (!commandEnvs.includes(raw.env as never))
    read.fail(
      [...at, 'env'],
      `${where}.env"`,
      `must be one of ${commandEnvs.join(', ')}, got ${describe(raw.env)}`,
    );
  const relative = (name: unknown) =>
    typeof name === 'string' &&
    /^[\w.-]+(\/[\w.-]+)*$/.test(name) &&
    !name.split('/').includes('..');
  if (!relative(raw.file))
    read.fail(
      [...at, 'file'],
      `${where}.file"`,
      `must be a relative file name, got ${describe(raw.file)}`,
    );
  const commands: ExampleCommands = {
    env: raw.env as ExampleCommands['env'],
    file: raw.file as string,
    steps: [],
  };
  if (raw.files !== undefined) {
    if (!mapping(raw.files))
      read.fail([...at, 'files'], `${where}.files"`, 'must map file paths to their text');
    for (const [name, text] of Object.entries(raw.files)) {
      if (!relative(name) || typeof text !== 'string')
        read.fail(
          [...at, 'files', name],
          `${where}.files.${name}"`,
          'must be a relative path with its text',
        );
    }
    commands.files = raw.files as Record<string, string>;
  }
  if (!Array.isArray(raw.steps) || raw.steps.length === 0)
    read.fail([...at, 'steps'], `${where}.steps"`, 'must be a non-empty list of steps');
  raw.steps.forEach((step: unknown, i: number) => {
    const here = [...at, 'steps', i];
    const name = `${where}.steps[${i}]`;
    if (!mapping(step)) read.fail(here, `${name}"`, 'must be a mapping with run or claim');
    for (const key of Object.keys(step))
      if (!stepFields.includes(key))
        read.fail(
          [...here, key],
          `${name}.${key}"`,
          `unknown field (allowed: ${stepFields.join(', ')})`,
        );
    const command = step.run ?? step.claim;
    if (
      (step.run === undefined) === (step.claim === undefined) ||
      typeof command !== 'string' ||
      !command.trim()
    )
      read.fail(
        here,
        `${name}"`,
        'needs exactly one of run (a command the example shows) or claim',
      );
    if (step.prints !== undefined && typeof step.prints !== 'string')
      read.fail([...here, 'prints'], `${name}.prints"`, 'must be text');
    if (step.printsExpectedOutput !== undefined && step.printsExpectedOutput !== true)
      read.fail(
        [...here, 'printsExpectedOutput'],
        `${name}.printsExpectedOutput"`,
        'must be true when given',
      );
    if (step.prints !== undefined && step.printsExpectedOutput)
      read.fail(here, `${name}"`, 'has prints and printsExpectedOutput: give one');
    commands.steps.push({
      ...(step.run !== undefined
        ? { run: (step.run as string).trim() }
        : { claim: (step.claim as string).trim() }),
      ...(step.prints !== undefined ? { prints: step.prints as string } : {}),
      ...(step.printsExpectedOutput ? { printsExpectedOutput: true } : {}),
    });
  });
  return commands;
}
