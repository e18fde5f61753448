/**
 * Bundles the frame's script (components/frame/frame.ts and the parts it imports on demand) with
 * esbuild into public/assets/: ES modules, minified, code-split, every file named by a hash of
 * its content, so hosts may cache them for a year. .frame-manifest.json (not deployed) tells the
 * layout which file is the entry (lib/frameScript.ts). Run before `next build`, which copies public/.
 */
import { build } from 'esbuild';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const outdir = 'public/assets';
rmSync(outdir, { recursive: true, force: true });
mkdirSync(outdir, { recursive: true });

const result = await build({
  entryPoints: { frame: 'components/frame/frame.ts' },
  bundle: true,
  format: 'esm',
  splitting: true,
  minify: true,
  // Browsers that run module scripts and the popover are this recent or newer.
  target: ['es2022'],
  outdir,
  entryNames: '[name]-[hash]',
  chunkNames: '[name]-[hash]',
  metafile: true,
  tsconfig: 'tsconfig.json',
  legalComments: 'none',
  logLevel: 'warning',
});

const entry = Object.entries(result.metafile.outputs).find(
  ([, output]) => output.entryPoint === 'components/frame/frame.ts',
);
if (!entry) throw new Error('build-frame: esbuild wrote no entry for components/frame/frame.ts');
const url = `/${path.relative('public', entry[0]).split(path.sep).join('/')}`;
writeFileSync('.frame-manifest.json', `${JSON.stringify({ frame: url }, null, 2)}\n`);
for (const [file, output] of Object.entries(result.metafile.outputs)) {
  console.log(`  ${path.relative(outdir, file)}  ${output.bytes} B`);
}
