import { parseTasks } from './loadTasks';

const good = `language: python
tasks:
  - id: add
    topic: basics
    difficulty: Beginner
    title: Add
    statement: Add two numbers.
    examples:
      - input: add(1, 2)
        output: '3'
    signature: 'def add(a: int, b: int) -> int'
    starter: |
      def add(a, b):
          return 0
    hint: Use +.
    solution: |
      def add(a, b):
          return a + b
    cost: O(1).
    wrong:
      mistake: Subtracts.
      fails: [adds]
      code: |
        def add(a, b):
            return a - b
    tests:
      - name: adds
        call: add(1, 2)
        expected: '3'
      - name: zero
        call: add(0, 0)
        expected: '0'
      - name: negative
        call: add(-1, 1)
        expected: '0'
      - name: large
        call: add(10**6, 1)
        expected: 10**6 + 1
        timeoutMs: 500
`;

const file = 'content/tasks/python.yaml';
const messageOf = (source: string, topics?: string[]) => {
  try {
    parseTasks(file, source, topics);
  } catch (error) {
    return (error as Error).message;
  }
  return '';
};

describe('parseTasks', () => {
  it('reads a valid file, with its bank, language and source line', () => {
    const [task] = parseTasks(file, good, ['basics']);
    expect(task).toMatchObject({ id: 'add', bank: 'python', language: 'python' });
    expect(task!.source).toBe(`${file}:3`);
    expect(task!.tests[3]!.timeoutMs).toBe(500);
  });

  it('names file, line, task and field of a missing field', () => {
    const message = messageOf(good.replace(/    hint: Use \+\.\n/, ''));
    expect(message).toMatch(/^content\/tasks\/python\.yaml:3: task add, field "hint": /);
  });

  it('reports every mistake, not only the first', () => {
    const message = messageOf(
      good
        .replace('difficulty: Beginner', 'difficulty: Easy')
        .replace("expected: '0'\n      - name: large", "expected: ''\n      - name: large")
        .replace('timeoutMs: 500', 'timeoutMs: fast'),
    );
    const lines = message.split('\n');
    expect(lines).toHaveLength(3);
    expect(lines[0]).toMatch(/:5: task add, field "difficulty": /);
    expect(lines[1]).toMatch(/task add, field "tests\[2\]\.expected": must not be empty/);
    expect(lines[2]).toMatch(/task add, field "tests\[3\]\.timeoutMs": /);
  });

  it('refuses a wrong test: too few, a duplicate name, wrong.fails naming no test', () => {
    const message = messageOf(
      good.replace('name: zero', 'name: adds').replace('fails: [adds]', 'fails: [subtracts]'),
    );
    expect(message).toMatch(/field "tests\[1\]\.name": "adds" is used twice/);
    expect(message).toMatch(/field "wrong\.fails\[0\]": names no test of this task: "subtracts"/);
    const three = good.replace(/      - name: large[\s\S]*$/, '');
    expect(messageOf(three)).toMatch(/field "tests": needs at least 4 tests/);
  });

  it('refuses an unknown field, language or id, and a duplicate task id', () => {
    expect(messageOf(good.replace('language: python', 'language: cobol'))).toMatch(
      /field "language"/,
    );
    expect(messageOf(good.replace('    cost: O(1).', '    cost: O(1).\n    costs: O(1).'))).toMatch(
      /:\d+: task add, field "costs": not a field here/,
    );
    expect(messageOf(good.replace('id: add', 'id: Add_1'))).toMatch(/task Add_1, field "id"/);
    const twice = good + good.slice(good.indexOf('  - id: add'));
    expect(messageOf(twice)).toMatch(/task add, field "id": "add" is used twice in this file/);
  });

  it('refuses a topic the bank does not have, and YAML that does not parse', () => {
    expect(messageOf(good, ['oop'])).toMatch(
      /:4: task add, field "topic": no topic "basics" in content\/practice\/python\.yaml/,
    );
    expect(messageOf('language: [python\n')).toMatch(
      /^content\/tasks\/python\.yaml:\d+: not valid YAML/,
    );
  });
});
