'use client';

import { useRouter, useSelectedLayoutSegment } from 'next/navigation';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { Difficulty } from '@/lib/practice/types';
import { DifficultyFilter } from './DifficultyFilter';
import { flagKey, namesTopic, type ToggleFlag, type TopicLink } from './model';
import { PracticeStateProvider } from './practiceState';
import { SearchBox } from './SearchBox';
import { ThemeToggle } from './ThemeToggle';
import { TopicTabs } from './TopicTabs';
import { useEnhanced } from './useEnhanced';
import styles from './practice.module.css';
import finder from './finder.module.css';

export interface PracticeShellProps {
  topics: readonly TopicLink[];
  startTopic: string;
  themeToggle: boolean;
  /** The topic page: its questions, rendered by TopicQuestions. */
  children: ReactNode;
}

/**
 * The one practice engine behind every bank, in the bank's layout: tabs, search, the difficulty
 * filter and the hint and code flags. Each topic is its own static page (complete without scripts); with scripts a tab
 * swaps the page below while this shell, and so the search text, the filter and the flags, stays.
 */
export function PracticeShell({ topics, startTopic, themeToggle, children }: PracticeShellProps) {
  // The topic page below this layout: its [topic] segment, or none on the bank's own route.
  const segment = useSelectedLayoutSegment();
  const active = topics.find((t) => t.key === segment) ?? topics.find((t) => t.key === startTopic)!;
  const router = useRouter();
  const [query, setQuery] = useState('');
  const [difficulties, setDifficulties] = useState<readonly Difficulty[]>([]);
  const [flags, setFlags] = useState<Readonly<Record<string, boolean>>>({});
  const enhanced = useEnhanced();

  // Links from before topics had pages (/practicemysql/#joins, #joins-q3) open the topic's page.
  useEffect(() => {
    if (segment !== null) return;
    const fragment = decodeURIComponent(window.location.hash.slice(1));
    const topic = topics.find((t) => t.key !== startTopic && namesTopic(fragment, t.key));
    if (topic) router.replace(`${topic.href}${fragment === topic.key ? '' : `#${fragment}`}`);
  }, [segment, topics, startTopic, router]);

  const onToggle = useCallback<ToggleFlag>(
    (topic, id, kind, open) =>
      setFlags((current) => {
        const key = flagKey(topic, id, kind);
        return current[key] === open ? current : { ...current, [key]: open };
      }),
    [],
  );
  const state = useMemo(
    () => ({ query, difficulties, flags, onToggle, enhanced }),
    [query, difficulties, flags, onToggle, enhanced],
  );

  return (
    <div className={styles.engine}>
      {themeToggle && <ThemeToggle />}
      <TopicTabs topics={topics} active={active.key} enhanced={enhanced} />
      <div className={finder.finder}>
        <SearchBox topicName={active.name} query={query} onChange={setQuery} />
        <DifficultyFilter counts={active.counts} chosen={difficulties} onChange={setDifficulties} />
      </div>
      <PracticeStateProvider value={state}>{children}</PracticeStateProvider>
    </div>
  );
}
