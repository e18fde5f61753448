/**
 * HTML, CSS and Bootstrap examples render in a frame under the code: the render page
 * (renderFrame.ts), sandbox="allow-scripts" without allow-same-origin, one per Run. It reports
 * its content's height (the frame is sized to it, within bounds) and any script error.
 */
import { runAssets } from './assets';
import type { RenderMessage } from './protocol';

const MIN_HEIGHT = 64;
const MAX_HEIGHT = 480;

/**
 * A CSS example's document: its rules over a sample of the elements it names. The markup its
 * comment describes (`/* Markup: <div class="article">...</div> *\/`) comes first when it has one.
 */
export function cssSpecimen(css: string): string {
  const markup = /\/\*\s*Markup:\s*([\s\S]*?)\*\//.exec(css)?.[1]?.trim();
  const classes = [
    ...new Set(
      [...css.replace(/\/\*[\s\S]*?\*\//g, '').matchAll(/\.(-?[_a-zA-Z][\w-]*)(?![^{]*;)/g)].map(
        (m) => m[1]!,
      ),
    ),
  ];
  const sample = classes
    .slice(0, 16)
    .map((name) => `<div class="${name}">.${name}</div>`)
    .join('\n');
  // A heading and a paragraph too: rules on `body`, `h1` or `p` (fonts, sizes) show on them.
  return `<style>${css.replace(/<\/style/gi, '<\\/style')}</style>\n${markup ?? ''}\n<h1>Heading</h1>\n<p>A paragraph of sample text with a <a href="#">link</a>.</p>\n${sample}`;
}

export function documentFor(kind: string, code: string): string {
  if (kind === 'css') return cssSpecimen(code);
  // Bootstrap's bundle first, so an example's own script can use `bootstrap.Modal` and the like.
  if (kind === 'bootstrap')
    return `<link rel="stylesheet" href="${runAssets.bootstrapCss}"><script src="${runAssets.bootstrapJs}"></script>\n${code}`;
  return code;
}

/**
 * Renders into `into`; resolves once the frame has shown it, saying whether its body is empty
 * (an example that is a document's <head> only).
 */
export function render(
  into: HTMLElement,
  html: string,
  onError: (message: string) => void,
): Promise<{ empty: boolean }> {
  return new Promise((resolve) => {
    const iframe = document.createElement('iframe');
    iframe.setAttribute('sandbox', 'allow-scripts');
    iframe.title = 'Rendered result';
    iframe.src = runAssets.htmlFrame;
    const onMessage = (event: MessageEvent<RenderMessage>) => {
      if (event.source !== iframe.contentWindow) return;
      const data = event.data;
      if (data?.type === 'ready') iframe.contentWindow!.postMessage({ html }, '*');
      else if (data?.type === 'height') {
        iframe.style.height = `${Math.min(MAX_HEIGHT, Math.max(MIN_HEIGHT, data.height + 2))}px`;
        iframe.dataset.rendered = '';
        resolve({ empty: data.empty });
      } else if (data?.type === 'error') onError(data.message);
    };
    window.addEventListener('message', onMessage);
    // A document that never finishes loading (a resource that hangs) still ends the wait.
    window.setTimeout(() => {
      if (iframe.dataset.rendered === undefined)
        onError('the frame did not finish loading in 10 s');
      resolve({ empty: false });
    }, 10_000);
    // The listener goes with the frame: a new Run replaces it.
    const observer = new MutationObserver(() => {
      if (iframe.isConnected) return;
      window.removeEventListener('message', onMessage);
      observer.disconnect();
    });
    into.append(iframe);
    observer.observe(into, { childList: true });
  });
}
