// Sizes of what each exported page loads: its HTML, the scripts and stylesheets it references,
// and its images. Shared by `npm run bench` and the budget test.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const gzip = (buffer) => gzipSync(buffer, { level: 9 }).length;

/** Every HTML page in an export folder, as [route, file]. */
export function pagesOf(outDir) {
  const pages = [];
  const walk = (dir) => {
    for (const name of readdirSync(dir)) {
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) {
        if (name !== '_next') walk(full);
      } else if (name === 'index.html' || (dir === outDir && name === '404.html')) {
        const rel = path.relative(outDir, dir).split(path.sep).join('/');
        pages.push([name === '404.html' ? '/404.html' : `/${rel}`.replace(/\/$/, '') || '/', full]);
      }
    }
  };
  walk(outDir);
  return pages.sort(([a], [b]) => a.localeCompare(b));
}

function assets(html, pattern) {
  return [
    ...new Set(
      [...html.matchAll(pattern)]
        .map((m) => m[1])
        .filter((src) => src.startsWith('/') && !src.startsWith('//')),
    ),
  ];
}

/** Raw and gzip bytes of one page and of what it loads. */
export function measurePage(outDir, file) {
  const html = readFileSync(file);
  const text = html.toString('utf8');
  const sum = (urls) => {
    let raw = 0;
    let gz = 0;
    for (const url of urls) {
      const asset = path.join(outDir, decodeURIComponent(url.split('?')[0]));
      if (!existsSync(asset))
        throw new Error(`${path.relative(outDir, file)} loads ${url}, which is not in ${outDir}`);
      const bytes = readFileSync(asset);
      raw += bytes.length;
      gz += gzip(bytes);
    }
    return { raw, gz, count: urls.length };
  };
  return {
    html: { raw: html.length, gz: gzip(html) },
    js: sum(assets(text, /<script[^>]*\ssrc="([^"]+)"/g)),
    css: sum(assets(text, /<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g)),
    images: sum(assets(text, /<img[^>]*\ssrc="([^"]+)"/g)),
  };
}
