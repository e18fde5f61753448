// Builds a bare App Router page with the installed Next.js and none of our components: the
// floor our pages are measured against (JavaScript size, Lighthouse score).
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Builds the bare page and returns its export folder (.bench/bare-next/out). */
export function buildBarePage(root = process.cwd()) {
  // Outside node_modules: Next does not compile JSX in files under node_modules.
  const dir = path.join(root, '.bench', 'bare-next');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(path.join(dir, 'app'), { recursive: true });
  writeFileSync(
    path.join(dir, 'next.config.mjs'),
    "export default { output: 'export', trailingSlash: true };\n",
  );
  writeFileSync(
    path.join(dir, 'app', 'layout.js'),
    'export const metadata = { title: "Bare page", description: "A bare Next.js page." };\n' +
      'export default function Layout({ children }) { return <html lang="en"><body>{children}</body></html>; }\n',
  );
  writeFileSync(
    path.join(dir, 'app', 'page.js'),
    'export default function Page() { return <main><h1>Bare page</h1></main>; }\n',
  );
  execFileSync(
    process.execPath,
    [path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next'), 'build', dir],
    {
      stdio: 'ignore',
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
    },
  );
  return path.join(dir, 'out');
}

/**
 * The floor for pages without React: a bare HTML page carrying the site's own stylesheets (as
 * the home page in `out` links them), with no script at all. Returns its folder
 * (.bench/bare-html), which holds the page and a copy of those stylesheets.
 */
export function buildBareHtmlPage(out = 'out', root = process.cwd()) {
  const dir = path.join(root, '.bench', 'bare-html');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const home = readFileSync(path.join(out, 'index.html'), 'utf8');
  const sheets = [...home.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((m) => m[1]);
  for (const sheet of sheets) {
    mkdirSync(path.join(dir, path.dirname(sheet)), { recursive: true });
    copyFileSync(path.join(out, sheet), path.join(dir, sheet));
  }
  writeFileSync(
    path.join(dir, 'index.html'),
    '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8">' +
      '<meta name="viewport" content="width=device-width, initial-scale=1">' +
      '<title>Bare page</title><meta name="description" content="A bare HTML page.">' +
      sheets.map((href) => `<link rel="stylesheet" href="${href}">`).join('') +
      '</head><body><main><h1>Bare page</h1></main></body></html>',
  );
  return dir;
}
