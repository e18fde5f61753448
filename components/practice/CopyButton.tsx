'use client';

import { useEffect, useState, type RefObject } from 'react';
import styles from './practice.module.css';

/** Copies the text of a code block; says "Copied" on the button and to screen readers. */
export function CopyButton({ source }: { source: RefObject<HTMLElement | null> }) {
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 2000);
    return () => clearTimeout(timer);
  }, [copied]);

  async function copy() {
    const text = source.current?.textContent ?? '';
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
    } catch {
      // Clipboard refused (insecure origin or permission): select the code so the reader can copy it.
      const selection = window.getSelection();
      if (source.current && selection) selection.selectAllChildren(source.current);
    }
  }

  return (
    <>
      <button type="button" className={styles.copy} onClick={copy}>
        {copied ? 'Copied' : 'Copy'}
      </button>
      <span className="visually-hidden" role="status">
        {copied ? 'Copied' : ''}
      </span>
    </>
  );
}
