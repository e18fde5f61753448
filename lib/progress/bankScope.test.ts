import { loadBanks } from '@/lib/practice/loadBanks';
import type { Bank } from '@/lib/practice/types';
import { tasksOf } from '@/lib/tasks/loadTasks';
import { bankScope, scopeAtRoute } from './bankScope';
import { decodeScope, scopeKeys } from './scope';

const banks = loadBanks();

describe('bankScope', () => {
  it('keys a shared topic under the bank it is written in, so both banks share its progress', () => {
    const express = banks.find((b) => b.slug === 'express')!;
    const nodejs = banks.find((b) => b.slug === 'nodejs')!;
    expect(bankScope(express).map((t) => t.prefix)).toEqual(['nodejs/basics', 'express/express']);
    expect(bankScope(nodejs)[0]).toEqual(bankScope(express)[0]);
  });

  it('gives every question and task of every bank one key, read back the same from the page’s text', () => {
    for (const bank of banks) {
      const keys = scopeKeys(bankScope(bank));
      expect(new Set(keys).size).toBe(
        bank.topics.reduce((n, t) => n + t.questions.length, 0) + tasksOf(bank.slug).length,
      );
      expect(scopeKeys(decodeScope(scopeAtRoute(bank.route)!.scope))).toEqual(keys);
    }
    expect(scopeAtRoute('/practicejava')).toBeUndefined();
  });

  it('keys a coding task as <bank>/<topic>/task-<id>', () => {
    const python = banks.find((b) => b.slug === 'python')!;
    const keys = scopeKeys(bankScope(python));
    for (const task of tasksOf('python'))
      expect(keys).toContain(`python/${task.topic}/task-${task.id}`);
  });

  it('depends on ids only: a reworded question keeps its key', () => {
    const bank = banks.find((b) => b.slug === 'mysql')!;
    const reworded: Bank = {
      ...bank,
      topics: bank.topics.map((t) => ({
        ...t,
        questions: t.questions.map((q) => ({ ...q, question: `Reworded: ${q.question}` })),
      })),
    };
    expect(scopeKeys(bankScope(reworded))).toEqual(scopeKeys(bankScope(bank)));
  });
});
