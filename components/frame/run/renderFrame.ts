/**
 * The render page's script (public/assets/run-html-*.html, framed with sandbox="allow-scripts"
 * and no allow-same-origin): shows a learner's HTML (with its CSS, and Bootstrap's files where the
 * example is Bootstrap's) in a frame inside it, reports its height so the page sizes the frame,
 * and reports script errors and console.error, so a rendering that failed says so. The inner
 * frame is a srcdoc document: it inherits this page's sandbox (an opaque origin of its own, so
 * this page cannot reach into it either) and policy (inline scripts and styles allowed, nothing
 * from any other origin), never the site's. A small script put first in it reports its height
 * and its errors by message.
 */
import type { RenderJob, RenderMessage } from './protocol';

const send = (message: RenderMessage) => window.parent.postMessage(message, '*');

// First in the learner's document: its height, errors and console.error go to this page.
const watch = `<script>(()=>{${[
  // Sandboxed, the document has no storage: an example that keeps a theme gets one in memory.
  "for(const n of['localStorage','sessionStorage']){try{window[n]}catch{const m=new Map();Object.defineProperty(window,n,{configurable:true,value:{getItem:(k)=>m.has(String(k))?m.get(String(k)):null,setItem:(k,v)=>m.set(String(k),String(v)),removeItem:(k)=>m.delete(String(k)),clear:()=>m.clear(),key:(i)=>[...m.keys()][i]??null,get length(){return m.size}}})}}",
  "const r=(m)=>parent.postMessage({renderError:String(m)},'*')",
  "addEventListener('error',(e)=>r(e.message+(e.lineno?' (line '+e.lineno+')':'')))",
  'const c=console.error;console.error=(...a)=>{r(a.join(" "));c.apply(console,a)}',
  "const h=()=>{const b=document.body;parent.postMessage({renderHeight:Math.ceil(document.documentElement.getBoundingClientRect().height),renderEmpty:!b||(b.innerText.trim()===''&&b.querySelectorAll('*:not(script)').length===0)},'*')}",
  "addEventListener('load',()=>{h();new ResizeObserver(h).observe(document.documentElement)})",
].join(';')}})()</script>`;

function show(job: RenderJob) {
  const frame = document.createElement('iframe');
  frame.title = 'Rendered result';
  frame.srcdoc = `${watch}${job.html}`;
  document.body.replaceChildren(frame);
}

window.addEventListener('message', (event: MessageEvent) => {
  if (event.source === window.parent && typeof (event.data as RenderJob)?.html === 'string') {
    show(event.data as RenderJob);
  } else if (event.source === document.querySelector('iframe')?.contentWindow) {
    const data = event.data as {
      renderError?: unknown;
      renderHeight?: unknown;
      renderEmpty?: unknown;
    };
    if (typeof data?.renderError === 'string') send({ type: 'error', message: data.renderError });
    if (typeof data?.renderHeight === 'number')
      send({ type: 'height', height: data.renderHeight, empty: data.renderEmpty === true });
  }
});
send({ type: 'ready' });
