import { review } from '@/lib/progress/schedule';
import { drawProgress } from './progress';

const now = new Date();
const entry = (mark: 'known' | 'notYet') => ({ mark, schedule: review(undefined, mark, now) });

describe('drawProgress (bank cards on practice category pages)', () => {
  it('writes each bank’s progress into its card, and nothing on a bank without marks', () => {
    document.body.innerHTML = `
      <span data-progress-scope="mysql/joins:1-3 mysql/queries:1-2"></span>
      <span data-progress-scope="oracle/plsql:1-4"></span>
      <span data-progress-scope="broken"></span>`;
    const stored = JSON.stringify({
      version: 1,
      questions: {
        'mysql/joins/1': entry('known'),
        'mysql/joins/2': entry('notYet'),
        'mysql/queries/2': entry('known'),
        'mysql/removed/1': entry('known'),
      },
    });
    drawProgress(stored);
    const slots = [...document.querySelectorAll('[data-progress-scope]')].map((s) => s.textContent);
    expect(slots).toEqual(['2 of 5 known', '', '']);
  });

  it('draws nothing from a corrupt store', () => {
    document.body.innerHTML = '<span data-progress-scope="mysql/joins:1-3"></span>';
    drawProgress('{"version":1,"questions":{"mysql/joins/1":{"mark":"known"}}}');
    drawProgress('not json');
    expect(document.body.textContent).toBe('');
  });
});
