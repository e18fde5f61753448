/**
 * The render page's script (public/assets/run-html-*.html, framed with sandbox="allow-scripts"
 * and no allow-same-origin): shows a learner's HTML (with its CSS, and Bootstrap's files where the
 * example is Bootstrap's) in a frame inside it, reports its height so the page sizes the frame,
 * and reports script errors and console.error, so a rendering that failed says so. The inner
 * frame is a srcdoc document: it shares this page's opaque origin and policy (inline scripts
 * and styles allowed here, and nothing from any other origin), never the site's.
 */
import type { RenderJob, RenderMessage } from './protocol';

const send = (message: RenderMessage) => window.parent.postMessage(message, '*');

// First in the learner's document: errors and console.error go to this page.
const watch = `<script>(()=>{const r=(m)=>parent.postMessage({renderError:String(m)},'*');addEventListener('error',(e)=>r(e.message+(e.lineno?' (line '+e.lineno+')':'')));const c=console.error;console.error=(...a)=>{r(a.join(' '));c.apply(console,a)}})()</script>`;

function show(job: RenderJob) {
  const frame = document.createElement('iframe');
  frame.title = 'Rendered result';
  frame.srcdoc = `${watch}${job.html}`;
  document.body.replaceChildren(frame);
  frame.addEventListener('load', () => {
    const doc = frame.contentDocument;
    if (!doc) return;
    const report = () =>
      send({
        type: 'height',
        height: Math.ceil(
          Math.max(doc.documentElement.scrollHeight, doc.body?.scrollHeight ?? 0),
        ),
      });
    report();
    new ResizeObserver(report).observe(doc.documentElement);
  });
}

window.addEventListener('message', (event: MessageEvent) => {
  if (event.source === window.parent && typeof (event.data as RenderJob)?.html === 'string') {
    show(event.data as RenderJob);
  } else if (
    event.source === document.querySelector('iframe')?.contentWindow &&
    typeof event.data?.renderError === 'string'
  ) {
    send({ type: 'error', message: event.data.renderError });
  }
});
send({ type: 'ready' });
