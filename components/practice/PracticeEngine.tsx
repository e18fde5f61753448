'use client';

import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { filterQuestions } from '@/lib/practice/search';
import { flagKey, questionAnchor, type TopicView } from './model';
import { QuestionCard } from './QuestionCard';
import { SearchBox } from './SearchBox';
import { ThemeToggle } from './ThemeToggle';
import { TopicTabs } from './TopicTabs';
import styles from './practice.module.css';

const subscribeToNothing = () => () => {};

export interface PracticeEngineProps {
  topics: TopicView[];
  startTopic: string;
  codeLabel: string;
  themeToggle: boolean;
}

/**
 * The one practice engine behind every bank. All topics are in the pre-rendered HTML (CSS shows
 * the start topic, or the one named in the URL fragment, when scripts are off); with scripts,
 * state picks the active topic, filters it and remembers each hint and code flag.
 */
export function PracticeEngine({
  topics,
  startTopic,
  codeLabel,
  themeToggle,
}: PracticeEngineProps) {
  const [active, setActive] = useState(startTopic);
  const [query, setQuery] = useState('');
  const [flags, setFlags] = useState<Readonly<Record<string, boolean>>>({});
  // False in the pre-rendered HTML and during hydration, true once scripts run the page.
  const enhanced = useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
  // A question named in the URL fragment, scrolled to once its topic is showing.
  const pendingScroll = useRef<string | null>(null);

  const select = useCallback((key: string) => {
    setActive(key);
    // Keep the URL shareable without scrolling the page.
    window.history.replaceState(null, '', `#${key}`);
  }, []);

  // Deep links: #joins selects a topic, #joins-q3 selects it and scrolls to the question.
  useEffect(() => {
    const follow = () => {
      const fragment = decodeURIComponent(window.location.hash.slice(1));
      const topic = topics.find(
        (t) =>
          fragment === t.key || t.questions.some((q) => fragment === questionAnchor(t.key, q.id)),
      );
      if (!topic) return;
      setActive(topic.key);
      if (fragment === topic.key) return;
      const target = document.getElementById(fragment);
      // Visible already (its topic is showing): scroll now; else once the topic renders.
      if (target?.offsetParent) target.scrollIntoView();
      else pendingScroll.current = fragment;
    };
    follow();
    window.addEventListener('hashchange', follow);
    return () => window.removeEventListener('hashchange', follow);
  }, [topics]);

  useEffect(() => {
    const id = pendingScroll.current;
    pendingScroll.current = null;
    if (id) document.getElementById(id)?.scrollIntoView();
  }, [active]);

  const activeTopic = topics.find((t) => t.key === active) ?? topics[0]!;
  const setFlag = (key: string, open: boolean) =>
    setFlags((current) => (current[key] === open ? current : { ...current, [key]: open }));

  return (
    <div className={styles.engine}>
      {themeToggle && <ThemeToggle />}
      <TopicTabs topics={topics} active={activeTopic.key} enhanced={enhanced} onSelect={select} />
      <SearchBox topicName={activeTopic.name} query={query} onChange={setQuery} />
      <div className={styles.panels}>
        {topics.map((topic) => {
          const isActive = topic.key === activeTopic.key;
          // Search applies to the active topic only; the others stay whole for readers without scripts.
          const shown = isActive ? filterQuestions(topic.questions, query) : topic.questions;
          return (
            <section
              key={topic.key}
              id={topic.key}
              className={styles.panel}
              data-active={isActive}
              data-start={topic.key === startTopic || undefined}
              hidden={enhanced && !isActive}
              role={enhanced ? 'tabpanel' : undefined}
              aria-labelledby={`${topic.key}-heading`}
            >
              <h2
                id={`${topic.key}-heading`}
                className={styles.heading}
                aria-live={isActive && enhanced ? 'polite' : undefined}
              >
                {topic.name} Questions ({shown.length})
              </h2>
              {shown.length === 0 ? (
                <p className={styles.empty}>No questions match your search criteria.</p>
              ) : (
                shown.map((question) => (
                  <QuestionCard
                    key={question.id}
                    topic={topic.key}
                    question={question}
                    codeLabel={codeLabel}
                    hintOpen={flags[flagKey(topic.key, question.id, 'hint')] ?? false}
                    codeOpen={flags[flagKey(topic.key, question.id, 'code')] ?? false}
                    onToggle={(kind, open) => setFlag(flagKey(topic.key, question.id, kind), open)}
                  />
                ))
              )}
            </section>
          );
        })}
      </div>
    </div>
  );
}
