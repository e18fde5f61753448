'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useEffect, useRef, type KeyboardEvent } from 'react';
import { TopicProgress } from '@/components/progress/TopicProgress';
import type { TopicLink } from './model';
import { whenIntent } from '@/components/motion/intent';
import { useMovingMarker, wantMovingMarker } from './tabMarkerMotion';
import styles from './tabs.module.css';

interface TopicTabsProps {
  topics: readonly TopicLink[];
  active: string;
  enhanced: boolean;
}

/**
 * Topic tabs. Each is a link to its topic's page, so without scripts a tab is a page load; with
 * them it swaps the page in place (the shell keeps its state) and the links form a tablist:
 * one tab stop, arrows, Home and End move focus, Enter or Space opens the focused topic. Opening
 * is manual, not on focus, because a topic not yet fetched takes a moment on a slow network.
 */
export function TopicTabs({ topics, active, enhanced }: TopicTabsProps) {
  const list = useRef<HTMLDivElement>(null);
  const router = useRouter();
  const moving = useMovingMarker();

  useEffect(() => void whenIntent().then(wantMovingMarker), []);

  function onKeyDown(event: KeyboardEvent<HTMLAnchorElement>, index: number) {
    if (event.key === ' ') {
      event.preventDefault();
      event.currentTarget.click();
      return;
    }
    const last = topics.length - 1;
    const target = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    list.current?.querySelectorAll<HTMLElement>('[role="tab"]')[target]?.focus();
  }

  return (
    <nav aria-label="Topics" onPointerEnter={wantMovingMarker} onFocus={wantMovingMarker}>
      <div
        ref={list}
        className={styles.tabs}
        role={enhanced ? 'tablist' : undefined}
        aria-label={enhanced ? 'Topics' : undefined}
      >
        {topics.map((topic, index) => {
          const selected = topic.key === active;
          return (
            <Link
              key={topic.key}
              id={`tab-${topic.key}`}
              href={topic.href}
              className={styles.tab}
              data-active={selected}
              aria-current={enhanced ? undefined : selected ? 'page' : undefined}
              // Keep the reader's place, and fetch a topic only when it is wanted.
              scroll={false}
              prefetch={false}
              onPointerEnter={() => router.prefetch(topic.href)}
              onFocus={() => router.prefetch(topic.href)}
              {...(enhanced && {
                role: 'tab',
                'aria-selected': selected,
                // Only the selected topic's panel is on the page.
                'aria-controls': selected ? topic.key : undefined,
                tabIndex: selected ? 0 : -1,
                onKeyDown: (event: KeyboardEvent<HTMLAnchorElement>) => onKeyDown(event, index),
              })}
            >
              {/* The selected tab's marker: still until framer-motion has come on intent, then
                  one element that moves to the tab opened next (MovingTabMarker). */}
              {selected &&
                (moving ? (
                  <moving.Marker className={styles.tabMarker} features={moving.features} />
                ) : (
                  <span className={styles.tabMarker} data-tab-marker="" />
                ))}
              {topic.name}
              <TopicProgress topic={topic.key} />
            </Link>
          );
        })}
      </div>
    </nav>
  );
}
