'use client';

import { useRef, type KeyboardEvent } from 'react';
import type { TopicView } from './model';
import styles from './practice.module.css';

interface TopicTabsProps {
  topics: readonly TopicView[];
  active: string;
  enhanced: boolean;
  onSelect: (key: string) => void;
}

/**
 * Topic tabs. Before scripts run they are plain links to each topic's section (#key); once
 * enhanced they form a tablist with one tab stop, arrow keys, Home and End.
 */
export function TopicTabs({ topics, active, enhanced, onSelect }: TopicTabsProps) {
  const list = useRef<HTMLDivElement>(null);

  function onKeyDown(event: KeyboardEvent<HTMLAnchorElement>, index: number) {
    const last = topics.length - 1;
    const target = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    onSelect(topics[target]!.key);
    list.current?.querySelectorAll<HTMLElement>('[role="tab"]')[target]?.focus();
  }

  return (
    <nav aria-label="Topics">
      <div
        ref={list}
        className={styles.tabs}
        role={enhanced ? 'tablist' : undefined}
        aria-label={enhanced ? 'Topics' : undefined}
      >
        {topics.map((topic, index) => {
          const selected = topic.key === active;
          return (
            <a
              key={topic.key}
              id={`tab-${topic.key}`}
              href={`#${topic.key}`}
              className={styles.tab}
              data-active={selected}
              {...(enhanced && {
                role: 'tab',
                'aria-selected': selected,
                'aria-controls': topic.key,
                tabIndex: selected ? 0 : -1,
                onKeyDown: (event: KeyboardEvent<HTMLAnchorElement>) => onKeyDown(event, index),
              })}
              onClick={(event) => {
                event.preventDefault();
                onSelect(topic.key);
              }}
            >
              {topic.name}
            </a>
          );
        })}
      </div>
    </nav>
  );
}
