import styles from './code.module.css';

/**
 * Run, Edit and Reset under a runnable example (lib/practice/runnable.ts decides which). Like the
 * copy button, the server renders them and the frame's script does the work
 * (components/frame/run/, loaded on the first Run or Edit; one listener for every block); without
 * scripts they are hidden, since they could not work. A tap before the frame's script has run is
 * kept and replayed once it has (`data-early-tap`, components/frame/earlyTaps.ts). The output region is rendered empty and
 * filled only by the frame's script, so React never owns what it shows.
 */
export function RunControls() {
  return (
    <span className={styles.runControls} data-run-controls="">
      <button
        type="button"
        className={styles.copy}
        data-run-button=""
        data-early-tap="run"
        aria-keyshortcuts="Control+Enter Meta+Enter"
      >
        Run
      </button>
      <button
        type="button"
        className={styles.copy}
        data-edit-button=""
        data-early-tap="run"
        aria-pressed="false"
      >
        Edit
      </button>
      <button type="button" className={styles.copy} data-reset-button="" hidden>
        Reset
      </button>
    </span>
  );
}

/**
 * Where the frame's script puts the editor (on Edit, over the highlighted code, which it hides)
 * and writes a run's output, announced politely as it arrives.
 */
export function RunOutput() {
  return (
    <>
      <div className={styles.runEditor} data-run-editor="" />
      <div className={styles.runOutput} data-run-output="" aria-live="polite" />
    </>
  );
}
