'use client';

import { createContext, useContext, useEffect, useMemo, type ReactNode } from 'react';
import { decodeScope, scopeKeys, type ScopeTopic } from '@/lib/progress/scope';
import { prune } from '@/lib/progress/store';
import { progressStore } from './liveStore';
import { useRecorder, type Recorder } from './useRecorder';

export interface ProgressScopeValue {
  bank: string;
  topics: readonly ScopeTopic[];
  /** Every question key of the bank. */
  keys: readonly string[];
  /** A question's store key from its topic key and id, as the cards and the drill name it. */
  keyOf: (topic: string, id: number) => string | undefined;
  /** The recorder of this page's marks on question cards. */
  record: Recorder;
}

const Context = createContext<ProgressScopeValue | null>(null);
export const useProgressScope = () => useContext(Context);

/**
 * Which bank a page's progress views belong to (bank and drill pages). `scope` is the bank's
 * questions in the text form of lib/progress/scope.ts. Once the page runs, progress of this
 * bank's questions that no longer exist is dropped.
 */
export function ProgressScope({
  bank,
  scope,
  children,
}: {
  bank: string;
  scope: string;
  children: ReactNode;
}) {
  const record = useRecorder();
  const value = useMemo<ProgressScopeValue>(() => {
    const topics = decodeScope(scope);
    const prefixes = new Map(topics.map((t) => [t.prefix.slice(t.prefix.indexOf('/') + 1), t]));
    return {
      bank,
      topics,
      keys: scopeKeys(topics),
      keyOf: (topic, id) => {
        const t = prefixes.get(topic);
        return t?.ids.includes(id) ? `${t.prefix}/${id}` : undefined;
      },
      record,
    };
  }, [bank, scope, record]);

  useEffect(() => {
    const store = progressStore();
    const now = store?.get();
    if (!store || !now || now.status !== 'kept') return;
    const pruned = prune(now.data, value.bank, value.topics);
    if (pruned !== now.data) store.set(pruned);
  }, [value]);

  return <Context.Provider value={value}>{children}</Context.Provider>;
}
