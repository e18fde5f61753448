import { highlight } from '@/lib/practice/highlight';
import { href } from '@/lib/routes';
import { taskKey } from '@/lib/progress/scope';
import type { Task } from '@/lib/tasks/schema';
import { CodeBlock } from './CodeBlock';
import { DifficultyBadge } from './DifficultyBadge';
import { InlineText } from './InlineText';
import styles from './practice.module.css';

const names = { python: 'Python', javascript: 'JavaScript', typescript: 'TypeScript' } as const;

/** Where a bank's tests are (app/tasks/[bank]/tests.json), fetched on the first Check. */
export const taskTestsPath = (bank: string) => `/tasks/${bank}/tests.json`;

/** A worked example as code: the call, then what it returns as a comment. */
const exampleCode = (task: Task) =>
  task.examples
    .map((e) => `${e.input}\n${task.language === 'python' ? '#' : '//'} → ${e.output}`)
    .join('\n\n');

/**
 * A coding task (issue #37), a server component in its topic after the questions: statement,
 * examples, signature and the starting code, with Check, Edit and Reset (the frame's script
 * brings them to life, components/frame/task/, loaded on first use; hidden without scripts),
 * then the hint and our solution as <details>, so without JavaScript it reads as a question.
 * The containers the script writes into are rendered empty, so React owns nothing it changes.
 */
export function TaskCard({ task, prefix }: { task: Task; prefix: string }) {
  const anchor = `task-${task.id}`;
  const language = task.language;
  return (
    <article
      className={`${styles.card} ${styles.task}`}
      id={anchor}
      aria-labelledby={`${anchor}-title`}
      data-task={task.id}
      data-task-key={taskKey(prefix, task.id)}
      data-task-language={language}
      data-task-tests={href(taskTestsPath(task.bank))}
    >
      <div className={styles.cardHead}>
        <h3 id={`${anchor}-title`} className={styles.cardTitle}>
          <span className={styles.taskKind}>Coding task · {names[language]}</span> {task.title}
        </h3>
        <DifficultyBadge difficulty={task.difficulty} />
      </div>
      <p className={styles.question} data-task-statement="">
        <InlineText text={task.statement} />
      </p>
      <p className={styles.taskLabel}>{task.examples.length > 1 ? 'Examples' : 'Example'}</p>
      <pre className={`hljs ${styles.taskPre}`} data-language={language} tabIndex={0}>
        <code dangerouslySetInnerHTML={{ __html: highlight(exampleCode(task), language) }} />
      </pre>
      <p className={styles.taskLabel}>Signature</p>
      <pre className={`hljs ${styles.taskPre}`} data-language={language}>
        <code dangerouslySetInnerHTML={{ __html: highlight(task.signature, language) }} />
      </pre>
      <div className={styles.code} data-task-code="">
        <div className={styles.codeHead}>
          <strong>Your code</strong>
          <span className={styles.runControls} data-task-controls="">
            <button
              type="button"
              className={styles.copy}
              data-task-action="edit"
              aria-pressed="false"
            >
              Edit
            </button>
            <button type="button" className={styles.copy} data-task-action="reset">
              Reset
            </button>
          </span>
        </div>
        <pre
          className={`hljs ${styles.taskStarter}`}
          data-language={language}
          data-task-starter=""
          tabIndex={0}
        >
          <code dangerouslySetInnerHTML={{ __html: highlight(task.starter, language) }} />
        </pre>
        <pre className={`hljs ${styles.taskStarter}`} data-task-saved="" tabIndex={0} hidden />
        <div className={styles.runEditor} data-task-editor="" />
      </div>
      <div className={styles.taskCheck} data-task-controls="">
        <button
          type="button"
          className={`${styles.button} ${styles.checkButton}`}
          data-task-action="check"
          aria-keyshortcuts="Control+Enter Meta+Enter"
        >
          Check
        </button>
        <p className={styles.taskStatus} data-task-status="" />
      </div>
      <div className={styles.taskResults} data-task-results="" />
      <div className={styles.actions}>
        <details className={styles.reveal}>
          <summary className={styles.button}>Show a hint</summary>
          <div className={styles.hint}>
            <strong>Hint:</strong> <InlineText text={task.hint} />
          </div>
        </details>
        <details className={styles.reveal}>
          <summary className={styles.button}>Show our solution</summary>
          <div>
            <CodeBlock
              code={{ html: highlight(task.solution, language), language }}
              label="Our solution"
            />
            <p className={styles.note}>
              <strong>Cost:</strong> <InlineText text={task.cost} />
            </p>
          </div>
        </details>
      </div>
    </article>
  );
}
