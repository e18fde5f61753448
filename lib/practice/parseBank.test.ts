import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadBanksFrom } from './loadBanks';
import { parseBank } from './parseBank';

const good = `title: Sample Practice Questions
route: /practicemysql
description: A sample bank.
topics:
  - key: basics
    name: Basics
    expectedCount: 2
    questions:
      - id: 1
        difficulty: Beginner
        question: What is \`SELECT\`?
        solutionHint: It reads rows.
        codeExample:
          language: sql
          check: parse
          code: |
            SELECT 1;
      - id: 2
        difficulty: Advanced
        question: Why?
        solutionHint: Because.
targets: MySQL 8.0
`;

function expectError(text: string, pattern: RegExp) {
  expect(() => parseBank('content/practice/sample.yaml', text)).toThrow(pattern);
}

describe('parseBank', () => {
  it('reads a valid bank into one typed shape', () => {
    const { bank } = parseBank('content/practice/sample.yaml', good);
    expect(bank.title).toBe('Sample Practice Questions');
    expect(bank.maxWidth).toBe(900);
    expect(bank.codeLabel).toBe('Code Example:');
    expect(bank.topics[0]!.questions[0]!.codeExample).toEqual({
      language: 'sql',
      check: 'parse',
      code: 'SELECT 1;',
    });
    expect(bank.topics[0]!.questions[1]!.codeExample).toBeUndefined();
  });

  it('names file, line, topic, question and field for a duplicate id', () => {
    expectError(
      good.replace('      - id: 2', '      - id: 1'),
      /^content\/practice\/sample\.yaml:18: topic "basics", question 1, field "id": this id is used twice/,
    );
  });

  it('rejects an unknown difficulty', () => {
    expectError(
      good.replace('difficulty: Advanced', 'difficulty: Hard'),
      /sample\.yaml:19: topic "basics", question 2, field "difficulty": must be one of Beginner, Intermediate, Advanced, got "Hard"/,
    );
  });

  it('rejects an empty hint', () => {
    expectError(
      good.replace('solutionHint: Because.', 'solutionHint: ""'),
      /sample\.yaml:21: topic "basics", question 2, field "solutionHint": must be non-empty text/,
    );
  });

  it('rejects code without a language', () => {
    expectError(
      good.replace('          language: sql\n', ''),
      /sample\.yaml:\d+: topic "basics", question 1, field "codeExample\.language": is missing/,
    );
  });

  it('rejects a topic whose question count differs from the expected count', () => {
    expectError(
      good.replace('expectedCount: 2', 'expectedCount: 3'),
      /sample\.yaml:7: topic "basics", field "expectedCount": the topic declares 3 questions but has 2/,
    );
  });

  it('rejects a run example without expected output, and a check the language cannot have', () => {
    expectError(
      good.replace('check: parse', 'check: run'),
      /field "codeExample.check": "run" is not available for "sql"/,
    );
  });

  it('rejects unknown fields and broken YAML with a line', () => {
    expectError(
      good.replace('solutionHint: Because.', 'solutionHint: Because.\n        answer: x'),
      /sample\.yaml:22: topic "basics", question 2, field "answer": unknown field/,
    );
    expectError(good.replace('topics:', 'topics: [oops'), /sample\.yaml:\d+: not valid YAML/);
  });

  it('requires the versions the answers hold for', () => {
    expectError(
      good.replace('targets: MySQL 8.0\n', ''),
      /sample\.yaml:1: field "targets": must be non-empty text, got nothing/,
    );
    expectError(
      good.replace('targets: MySQL 8.0', `targets: ${'x'.repeat(101)}`),
      /sample\.yaml:22: field "targets": must be at most 100 characters/,
    );
  });

  it('reports every mistake at once, one line each in file order', () => {
    const bad = good
      .replace('route: /practicemysql', 'route: nowhere\ncolour: red')
      .replace('difficulty: Advanced', 'difficulty: Hard')
      .replace('          language: sql\n', '')
      .replace('      - id: 2', '      - id: 1')
      .replace('expectedCount: 2', 'expectedCount: 3');
    let message = '';
    try {
      parseBank('content/practice/sample.yaml', bad);
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message.split('\n')).toEqual([
      'content/practice/sample.yaml:2: field "route": must be a path like /practicemysql, got "nowhere"',
      'content/practice/sample.yaml:3: field "colour": unknown field (allowed: title, route, description, targets, maxWidth, codeLabel, startTopic, themeToggle, topics)',
      'content/practice/sample.yaml:8: topic "basics", field "expectedCount": the topic declares 3 questions but has 2',
      'content/practice/sample.yaml:15: topic "basics", question 1, field "codeExample.language": is missing: every code example names its language (java, jsp, python, django, sql, plsql, mongosh, javascript, typescript, jsx, tsx, html, css, c, json, yaml, properties)',
      'content/practice/sample.yaml:18: topic "basics", question 1, field "id": this id is used twice in the topic',
      'content/practice/sample.yaml:19: topic "basics", question 1, field "difficulty": must be one of Beginner, Intermediate, Advanced, got "Hard"',
    ]);
  });

  it('names a topic or question by place when its key or id is malformed', () => {
    expectError(
      good.replace('key: basics', 'key: Basics'),
      /sample\.yaml:5: topic 1, field "key": must match \[a-z\]\[a-z0-9-\]\*, got "Basics"/,
    );
    expectError(
      good.replace('      - id: 2', '      - id: 0'),
      /sample\.yaml:18: topic "basics", question 2, field "id": must be a positive whole number, got 0/,
    );
    expectError(
      good.replace('targets: MySQL 8.0', '      - just text\ntargets: MySQL 8.0'),
      /sample\.yaml:22: topic "basics", question 3: must be a mapping/,
    );
  });

  it('checks a code example as a whole: its check, output and excuse', () => {
    const run = good.replace(
      '          language: sql\n          check: parse',
      '          language: python\n          check: run\n          excused: no reason',
    );
    expectError(
      run,
      /question 1, field "codeExample\.expectedOutput": is required when check is run/,
    );
    expectError(
      run,
      /question 1, field "codeExample\.excused": an example that runs needs no excuse/,
    );
    expectError(
      good.replace('check: parse', 'check: parse\n          expectedOutput: "1"'),
      /question 1, field "codeExample\.expectedOutput": is only for check: run/,
    );
  });

  it('reports a malformed ref as one field', () => {
    expectError(
      good.replace('topics:\n', 'topics:\n  - ref: a/basics\n    name: Shared\n'),
      /sample\.yaml:5: topic 1, field "ref": must be alone and look like "<bank>\/<topic key>"$/,
    );
  });

  it('resolves a topic shared by reference, and fails on a dangling one', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'banks-'));
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, 'a.yaml'), good);
    writeFileSync(
      path.join(dir, 'b.yaml'),
      'title: B\nroute: /practiceoracle\ndescription: B.\ntargets: Oracle 19c\ntopics:\n  - ref: a/basics\n',
    );
    const banks = loadBanksFrom(dir, ['/practicemysql', '/practiceoracle']);
    expect(banks[1]!.topics[0]).toBe(banks[0]!.topics[0]);
    writeFileSync(
      path.join(dir, 'b.yaml'),
      'title: B\nroute: /practiceoracle\ndescription: B.\ntargets: Oracle 19c\ntopics:\n  - ref: a/missing\n',
    );
    expect(() => loadBanksFrom(dir, ['/practicemysql', '/practiceoracle'])).toThrow(
      /b\.yaml: topic 1, field "ref": no topic "missing" in a\.yaml/,
    );
  });

  it('fails a bank whose route is not a practice route', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'banks-'));
    writeFileSync(path.join(dir, 'a.yaml'), good.replace('/practicemysql', '/nowhere'));
    expect(() => loadBanksFrom(dir, ['/practicemysql'])).toThrow(
      /route": \/nowhere is not a practice route/,
    );
  });
});
