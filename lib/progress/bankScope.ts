import { loadBanks, topicOwner } from '@/lib/practice/loadBanks';
import type { Bank } from '@/lib/practice/types';
import { tasksOf } from '@/lib/tasks/loadTasks';
import { encodeScope, type ScopeTopic } from './scope';

/**
 * A bank's questions (and coding tasks) as the progress store keys them, at build time: each topic under the bank
 * it is written in, so a topic two banks share (Node.js Basics, in the Node.js and the
 * Express.js banks) has one progress, whichever page marks it.
 */
export function bankScope(bank: Bank): ScopeTopic[] {
  return bank.topics.map((topic) => {
    const tasks = tasksOf(bank.slug, topic.key).map((t) => t.id);
    return {
      prefix: `${topicOwner(topic) ?? bank.slug}/${topic.key}`,
      ids: topic.questions.map((q) => q.id),
      ...(tasks.length ? { tasks } : {}),
    };
  });
}

/** The text form (lib/progress/scope.ts) of the bank whose page is at `route`, if one is. */
export function scopeAtRoute(route: string): { bank: string; scope: string } | undefined {
  const bank = loadBanks().find((b) => b.route === route);
  return bank && { bank: bank.slug, scope: encodeScope(bankScope(bank)) };
}
