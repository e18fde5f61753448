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
    const block = button.closest('figure, [data-code-block]');
    const code = block?.querySelector('pre code');
    if (!block || !code) return;
    void copy(button as HTMLButtonElement, code as HTMLElement, editedText(block));
  });
}

/**
 * The learner's edited code while a block is being edited (the runner, components/frame/run/,
 * answers the `code-text` event it listens for on the block), or undefined.
 */
function editedText(block: Element): string | undefined {
  const request: { text?: string } = {};
  block.dispatchEvent(new CustomEvent('code-text', { detail: request }));
  return request.text;
}

async function copy(button: HTMLButtonElement, code: HTMLElement, edited: string | undefined) {
  try {
    await navigator.clipboard.writeText(edited ?? code.textContent ?? '');
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
