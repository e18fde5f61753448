// Post-build step (right after `next build`): every page whose route does not need React
// (lib/routes.ts reactKinds) loses Next's client runtime (lib/stripReact.ts), and the route's
// client-navigation payloads (index.txt, __next.*.txt), which only Next's router fetches, are
// deleted. Practice and drill pages keep both; their topic tabs fetch those payloads. A practice
// page's inline payload loses its question cards, which its HTML holds (lib/prerendered.ts).
import { readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { siteRoutes } from '@/lib/practice/topicRoutes';
import { href, reactKinds } from '@/lib/routes';
import { dropPrerendered } from '@/lib/prerendered';
import { stripReact } from '@/lib/stripReact';

const dir = process.argv[2] ?? 'out';
const withReact = siteRoutes().filter((entry) => reactKinds.has(entry.kind));
const kindOf = (route: string) => withReact.find((entry) => href(entry.path) === route)?.kind;

/** Every exported page: out/x/y/index.html -> "/x/y/", out/404.html -> "/404.html". */
function pages(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const file = path.join(folder, name);
    if (statSync(file).isDirectory())
      return name === '_next' || name === 'pagefind' ? [] : pages(file);
    return name.endsWith('.html') ? [file] : [];
  });
}

const payload = (name: string) => name === 'index.txt' || /^__next\..*\.txt$/.test(name);

let stripped = 0;
let kept = 0;
let cardsOut = 0;
let before = 0;
let after = 0;
for (const file of pages(dir)) {
  const relative = `/${path.relative(dir, file).split(path.sep).join('/')}`;
  const route = relative.replace(/index\.html$/, '');
  const kind = kindOf(route);
  if (kind === 'practice') {
    const { html, removed } = dropPrerendered(readFileSync(file, 'utf8'), relative);
    writeFileSync(file, html);
    cardsOut += removed;
  }
  if (kind !== undefined) {
    kept++;
    continue;
  }
  const html = readFileSync(file, 'utf8');
  const out = stripReact(html, relative);
  writeFileSync(file, out);
  before += Buffer.byteLength(html);
  after += Buffer.byteLength(out);
  stripped++;
  // The route's payloads sit beside index.html (404.html's are the not-found route's own folder).
  if (relative.endsWith('/index.html')) {
    const folder = path.dirname(file);
    for (const name of readdirSync(folder).filter(payload)) rmSync(path.join(folder, name));
  }
}
console.log(
  `strip-react: ${stripped} pages without React (${(before / 1024).toFixed(0)} KB -> ${(after / 1024).toFixed(0)} KB of HTML), ${kept} practice and drill pages keep it; the practice pages' payloads lost their cards (${(cardsOut / 1024).toFixed(0)} KB)`,
);
