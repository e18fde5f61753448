'use client';

import { useRef } from 'react';
import { CopyButton } from './CopyButton';
import type { QuestionView } from './model';
import styles from './practice.module.css';

/** A highlighted code block with its copy button: a question's example or a guide's fence. */
export function CodeBlock({
  code,
  label,
}: {
  code: Omit<NonNullable<QuestionView['code']>, 'language'> & { language: string };
  label: string;
}) {
  const ref = useRef<HTMLElement>(null);
  return (
    <div className={styles.code}>
      <div className={styles.codeHead}>
        <strong>{label}</strong>
        <CopyButton source={ref} />
      </div>
      <pre className="hljs" data-language={code.language} tabIndex={0}>
        <code ref={ref} dangerouslySetInnerHTML={{ __html: code.html }} />
      </pre>
      {code.output !== undefined && (
        <>
          <strong>Output:</strong>
          <pre className={styles.output}>{code.output}</pre>
        </>
      )}
      {code.note && <p className={styles.note}>{code.note}</p>}
    </div>
  );
}
