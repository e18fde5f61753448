import { announce } from './announce';
import { whenHydrated } from './hydration';

const COPIED_MS = 2000;

/**
 * Copy buttons on code blocks (guides, banks, drills): `<button data-copy>` inside the block's
 * figure, rendered by the server and shown once scripts run (CSS on `.js`). One listener on the
 * document serves every button, present and future (React adds cards as the reader filters).
 * "Copied" shows through the `data-copied` attribute (CSS swaps the label), so the module never
 * rewrites text that React owns.
 */
export function enableCopyButtons() {
  document.addEventListener('click', (event) => {
    const button = (event.target as Element | null)?.closest?.('button[data-copy]');
    if (!button) return;
    const code = button.closest('figure, [data-code-block]')?.querySelector('pre code');
    if (!code) return;
    void copy(button as HTMLButtonElement, code as HTMLElement);
  });
}

async function copy(button: HTMLButtonElement, code: HTMLElement) {
  try {
    await navigator.clipboard.writeText(code.textContent ?? '');
  } catch {
    // Clipboard refused (insecure origin or permission): select the code so the reader can copy it.
    window.getSelection()?.selectAllChildren(code);
    return;
  }
  await whenHydrated();
  button.setAttribute('data-copied', '');
  announce('Copied');
  window.setTimeout(() => button.removeAttribute('data-copied'), COPIED_MS);
}
