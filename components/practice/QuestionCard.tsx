'use client';

import { memo, type MouseEvent, type SyntheticEvent } from 'react';
import { MarkToggle } from '@/components/progress/MarkToggle';
import { CodeBlock } from './CodeBlock';
import { DifficultyBadge } from './DifficultyBadge';
import { InlineText } from './InlineText';
import { questionAnchor, type QuestionView } from './model';
import { Unfold, useDetailsPanel } from './Unfold';
import styles from './practice.module.css';

/** Records a hint or code flag; one stable function for every card, so cards can be memoised. */
export type ToggleFlag = (topic: string, id: number, kind: 'hint' | 'code', open: boolean) => void;

interface QuestionCardProps {
  topic: string;
  question: QuestionView;
  codeLabel: string;
  hintOpen: boolean;
  codeOpen: boolean;
  onToggle: ToggleFlag;
}

/**
 * One question. Hint and code are <details> elements, so they open without JavaScript too; with
 * it, their open state lives in the engine (kept per topic and id across topic changes), and a
 * click sets it there first, so a panel is open and unfolding in the same frame.
 */
export const QuestionCard = memo(function QuestionCard({
  topic,
  question,
  codeLabel,
  hintOpen,
  codeOpen,
  onToggle,
}: QuestionCardProps) {
  const anchor = questionAnchor(topic, question.id);
  const hint = useDetailsPanel(hintOpen, () => onToggle(topic, question.id, 'hint', true));
  const code = useDetailsPanel(codeOpen, () => onToggle(topic, question.id, 'code', true));
  // The toggle event still reports openings the page did not make (find in page opens one).
  const toggle = (kind: 'hint' | 'code') => (event: SyntheticEvent<HTMLDetailsElement>) =>
    onToggle(topic, question.id, kind, event.currentTarget.open);
  const click = (kind: 'hint' | 'code', open: boolean) => (event: MouseEvent) => {
    event.preventDefault();
    onToggle(topic, question.id, kind, !open);
  };
  return (
    <article className={styles.card} id={anchor} aria-labelledby={`${anchor}-title`}>
      <div className={styles.cardHead}>
        <h3 id={`${anchor}-title`} className={styles.cardTitle}>
          Question {question.id}
        </h3>
        <DifficultyBadge difficulty={question.difficulty} />
      </div>
      <p className={styles.question}>
        <InlineText text={question.question} />
      </p>
      <div className={styles.actions}>
        <details ref={hint.ref} className={styles.reveal} open={hintOpen} onToggle={toggle('hint')}>
          <summary className={styles.button} onClick={click('hint', hintOpen)}>
            {hintOpen ? 'Hide Hint' : 'Show Hint'}
          </summary>
          <Unfold play={hint.unfolds} className={styles.hint}>
            <strong>Hint:</strong> <InlineText text={question.hint} />
          </Unfold>
        </details>
        {question.code && (
          <details
            ref={code.ref}
            className={styles.reveal}
            open={codeOpen}
            onToggle={toggle('code')}
          >
            <summary className={styles.button} onClick={click('code', codeOpen)}>
              {codeOpen ? 'Hide Code' : 'Show Code'}
            </summary>
            <Unfold play={code.unfolds}>
              <CodeBlock code={question.code} label={codeLabel} />
            </Unfold>
          </details>
        )}
      </div>
      <MarkToggle topic={topic} id={question.id} />
    </article>
  );
});
