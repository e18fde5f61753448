import { highlight } from '@/lib/practice/highlight';
import { href } from '@/lib/routes';
import { taskKey } from '@/lib/progress/scope';
import type { Task } from '@/lib/tasks/schema';
import { CodeBlock } from './CodeBlock';
import { DifficultyBadge } from './DifficultyBadge';
import { InlineText } from './InlineText';
import styles from './practice.module.css';
import codeStyles from './code.module.css';
import taskStyles from './task.module.css';

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
          <span className={taskStyles.taskKind}>Coding task · {names[language]}</span> {task.title}
        </h3>
        <DifficultyBadge difficulty={task.difficulty} />
      </div>
      <p className={styles.question} data-task-statement="">
        <InlineText text={task.statement} />
      </p>
      <p className={taskStyles.taskLabel}>{task.examples.length > 1 ? 'Examples' : 'Example'}</p>
      <pre className={`hljs ${taskStyles.taskPre}`} data-language={language} tabIndex={0}>
        <code dangerouslySetInnerHTML={{ __html: highlight(exampleCode(task), language) }} />
      </pre>
      <p className={taskStyles.taskLabel}>Signature</p>
      <pre className={`hljs ${taskStyles.taskPre}`} data-language={language}>
        <code dangerouslySetInnerHTML={{ __html: highlight(task.signature, language) }} />
      </pre>
      <div className={codeStyles.code} data-task-code="">
        <div className={codeStyles.codeHead}>
          <strong>Your code</strong>
          <span className={codeStyles.runControls} data-task-controls="">
            <button
              type="button"
              className={codeStyles.copy}
              data-task-action="edit"
              aria-pressed="false"
            >
              Edit
            </button>
            <button type="button" className={codeStyles.copy} data-task-action="reset">
              Reset
            </button>
          </span>
        </div>
        <pre
          className={`hljs ${taskStyles.taskStarter}`}
          data-language={language}
          data-task-starter=""
          tabIndex={0}
        >
          <code dangerouslySetInnerHTML={{ __html: highlight(task.starter, language) }} />
        </pre>
        <pre className={`hljs ${taskStyles.taskStarter}`} data-task-saved="" tabIndex={0} hidden />
        <div className={codeStyles.runEditor} data-task-editor="" />
      </div>
      <div className={taskStyles.taskCheck} data-task-controls="">
        <button
          type="button"
          className={`${styles.button} ${taskStyles.checkButton}`}
          data-task-action="check"
          aria-keyshortcuts="Control+Enter Meta+Enter"
        >
          Check
        </button>
        <p className={taskStyles.taskStatus} data-task-status="" />
      </div>
      <div className={taskStyles.taskResults} data-task-results="" />
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
            <p className={codeStyles.note}>
              <strong>Cost:</strong> <InlineText text={task.cost} />
            </p>
          </div>
        </details>
      </div>
    </article>
  );
}
