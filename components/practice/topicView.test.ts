/**
 * @jest-environment node
 */
import { topicView } from './topicView';
import type { Question } from '@/lib/practice/types';

const question = (id: number, harness?: string): Question => ({
  id,
  difficulty: 'Beginner',
  question: 'Q?',
  solutionHint: 'A.',
  source: 'content/practice/x.yaml:1',
  codeExample: {
    language: 'python',
    check: 'run',
    code: 'print(1)',
    expectedOutput: '1',
    ...(harness && { harness }),
  },
});

describe('topicView', () => {
  it('shows an example its own output, never the output of its hidden harness', () => {
    const view = topicView({
      key: 't',
      name: 'T',
      questions: [question(1), question(2, 'print(2)')],
    });
    expect(view.questions[0]!.code!.output).toBe('1');
    expect(view.questions[1]!.code).not.toHaveProperty('output');
  });
});
