import type { ReactNode } from 'react';
import type { QuestionView } from './model';
import { RunControls, RunOutput } from './RunControls';
import styles from './code.module.css';

/** A highlighted block: a bank example (its language one of the banks') or a guide's fence. */
export type CodeViewData = Omit<NonNullable<QuestionView['code']>, 'language'> & {
  language: string;
};

/**
 * A code example as the banks show it: label, highlighted code, output and note. Without a
 * directive, so a server component can render it and send none of its data to the browser.
 */
export function CodeView({
  code,
  label,
  children,
}: {
  code: CodeViewData;
  label: string;
  /** Controls beside the label (the copy button). */
  children?: ReactNode;
}) {
  return (
    <div className={styles.code} data-code-block="" data-run={code.run}>
      <div className={styles.codeHead}>
        <strong>{label}</strong>
        <span className={styles.codeTools}>
          {code.run && <RunControls />}
          {children}
        </span>
      </div>
      <pre className="hljs" data-language={code.language} tabIndex={0}>
        <code dangerouslySetInnerHTML={{ __html: code.html }} />
      </pre>
      {code.run && <RunOutput />}
      {code.output !== undefined && (
        <>
          <strong>Output:</strong>
          <pre className={styles.output}>{code.output}</pre>
        </>
      )}
      {code.runsOn && <p className={styles.note}>{code.runsOn}</p>}
      {code.note && <p className={styles.note}>{code.note}</p>}
    </div>
  );
}
