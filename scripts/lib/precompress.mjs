// Gzip copies (level 9) beside every text file of an export, for servers that send a stored
// compressed file instead of compressing each response (nginx's gzip_static, http-server -g).
// On-the-fly gzip runs at a low level: nginx's default level 1 sends the largest practice page
// as 47 KB where level 9 sends 37 KB.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * The file types a server compresses: the same list as gzip_types in deploy/nginx.conf, plus the
 * code runner's Pyodide (its .mjs modules, and its .wasm, 9.6 MB that gzip takes to 3.5 MB). The
 * search index's .pf_* and .pagefind files are left out on purpose: Pagefind writes them gzipped
 * already; so is Pyodide's python_stdlib.zip (gzip would save 2%).
 */
export const compressible = /\.(html|js|mjs|css|svg|json|txt|xml|wasm)$/;

/** Every compressible file under dir. */
export function textFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return textFiles(file);
    return compressible.test(entry.name) ? [file] : [];
  });
}

/** Writes file.gz beside every compressible file under dir; returns how many it wrote. */
export function precompress(dir) {
  const files = textFiles(dir);
  for (const file of files) writeFileSync(`${file}.gz`, gzipSync(readFileSync(file), { level: 9 }));
  return files.length;
}
