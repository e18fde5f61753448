import { taskDifficulties, type Task } from './schema';

const languageNames = { python: 'Python', javascript: 'JavaScript', typescript: 'TypeScript' };

/**
 * A bank's coding tasks in a few words, for its page and its category card: "3 coding tasks in
 * Python: 1 Beginner, 1 Intermediate, 1 Advanced". Undefined for a bank without tasks.
 */
export function taskSummary(tasks: readonly Task[]): string | undefined {
  if (tasks.length === 0) return undefined;
  const languages = [...new Set(tasks.map((t) => languageNames[t.language]))].join(' and ');
  const levels = taskDifficulties
    .map((level) => [level, tasks.filter((t) => t.difficulty === level).length] as const)
    .filter(([, n]) => n > 0)
    .map(([level, n]) => `${n} ${level}`)
    .join(', ');
  return `${tasks.length} coding task${tasks.length === 1 ? '' : 's'} in ${languages}: ${levels}`;
}
