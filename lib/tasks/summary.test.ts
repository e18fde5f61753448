import { taskSummary } from './summary';
import type { Task } from './schema';

const task = (difficulty: Task['difficulty'], language: Task['language'] = 'python') =>
  ({ difficulty, language }) as Task;

describe('taskSummary', () => {
  it('counts a bank’s tasks by language and difficulty', () => {
    expect(taskSummary([])).toBeUndefined();
    expect(taskSummary([task('Beginner')])).toBe('1 coding task in Python: 1 Beginner');
    expect(taskSummary([task('Advanced'), task('Beginner'), task('Advanced', 'typescript')])).toBe(
      '3 coding tasks in Python and TypeScript: 1 Beginner, 2 Advanced',
    );
  });
});
