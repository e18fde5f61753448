import styles from './code.module.css';

/**
 * A code block's copy button. The frame's script does the copying (components/frame/copy.ts, one
 * listener for every button on the page) and sets `data-copied` for two seconds, which the CSS
 * shows as "Copied"; without scripts the button is hidden (it could not work).
 */
export function CopyButton() {
  return (
    <button type="button" className={styles.copy} data-copy="">
      <span>Copy</span>
    </button>
  );
}
