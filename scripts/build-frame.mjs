/**
 * Bundles the frame's script (components/frame/frame.ts and the parts it imports on demand) with
 * esbuild into public/assets/: ES modules, minified, code-split, every file named by a hash of
 * its content, so hosts may cache them for a year. .frame-manifest.json (not deployed) tells the
 * layout which file is the entry (lib/frameScript.ts). Run before `next build`, which copies public/.
 *
 * The code runner's files come first, since the frame's parts name them (esbuild `define`):
 * - Pyodide (the npm package pyodide, pinned: CPython 3.14 on WebAssembly) copied as it ships
 *   into assets/pyodide-<hash>/, and the Python worker that loads it;
 * - Bootstrap 5.3's CSS and JS bundle (npm bootstrap), for Bootstrap examples;
 * - two sandbox pages, each with its script: run-js-<hash>.html runs JavaScript in a worker, and
 *   run-html-<hash>.html renders HTML and CSS (their policies: lib/csp.ts runnerPolicy);
 * - Java: the pinned toolchain (scripts/java-toolchain/dist/) in assets/java-<hash>/ and its
 *   sandbox page run-java-<hash>.html, whose script holds TeaVM's loader and its two workers.
 */
import { build } from 'esbuild';
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const outdir = 'public/assets';
rmSync(outdir, { recursive: true, force: true });
mkdirSync(outdir, { recursive: true });

const hash = (...contents) => {
  const h = createHash('sha256');
  for (const content of contents) h.update(content);
  return h.digest('hex').slice(0, 10);
};
const url = (file) => `/${path.relative('public', file).split(path.sep).join('/')}`;

/** The files the browser loads from Pyodide's package (the rest is for Node.js or docs). */
const pyodideFiles = [
  'pyodide.mjs',
  'pyodide.asm.mjs',
  'pyodide.asm.wasm',
  'python_stdlib.zip',
  'pyodide-lock.json',
];
const pyodideContents = pyodideFiles.map((f) => readFileSync(path.join('node_modules/pyodide', f)));
const pyodideDir = path.join(outdir, `pyodide-${hash(...pyodideContents)}`);
mkdirSync(pyodideDir);
pyodideFiles.forEach((f, i) => writeFileSync(path.join(pyodideDir, f), pyodideContents[i]));

/** A file of a package, copied under a hashed name; its source map comment dropped (none ships). */
function copyHashed(from, name, ext) {
  const text = readFileSync(from, 'utf8').replace(
    /\n?\/[*/]# sourceMappingURL=\S+(?: \*\/)?\s*$/,
    '\n',
  );
  const file = path.join(outdir, `${name}-${hash(text)}.${ext}`);
  writeFileSync(file, text);
  return url(file);
}
const bootstrapCss = copyHashed(
  'node_modules/bootstrap/dist/css/bootstrap.min.css',
  'bootstrap',
  'css',
);
const bootstrapJs = copyHashed(
  'node_modules/bootstrap/dist/js/bootstrap.bundle.min.js',
  'bootstrap',
  'js',
);

const common = {
  bundle: true,
  // The coding tasks' Python harness goes into the Python worker as text (lib/tasks/harness.py).
  loader: { '.py': 'text' },
  minify: true,
  target: ['es2022'],
  tsconfig: 'tsconfig.json',
  legalComments: 'none',
  logLevel: 'warning',
};

/** One script built to a string (no file), for a page or a worker's prelude. */
async function script(entry, define = {}) {
  const result = await build({
    ...common,
    entryPoints: [entry],
    format: 'iife',
    write: false,
    define,
  });
  return result.outputFiles[0].text;
}

/** A sandbox page and its script, both named by their content's hash. */
function sandboxPage(name, title, js) {
  const scriptFile = path.join(outdir, `${name}-${hash(js)}.js`);
  writeFileSync(scriptFile, js);
  const html = `<!doctype html>\n<html lang="en"><head><meta charset="utf-8"><title>${title}</title><style>html,body{margin:0;height:100%}iframe{display:block;width:100%;height:100%;border:0}</style><script src="${url(scriptFile)}"></script></head><body></body></html>\n`;
  const file = path.join(outdir, `${name}-${hash(html)}.html`);
  writeFileSync(file, html);
  return url(file);
}

const prelude = await script('components/frame/run/jsPrelude.ts');
const jsFrame = sandboxPage(
  'run-js',
  'JavaScript runner',
  await script('components/frame/run/jsFrame.ts', { __JS_PRELUDE__: JSON.stringify(prelude) }),
);
const htmlFrame = sandboxPage(
  'run-html',
  'Rendered example',
  await script('components/frame/run/renderFrame.ts'),
);

// The TypeScript stripper (sucrase) is bundled apart: its dependencies are CommonJS, and in the
// split build below their interop helpers made a runtime chunk that every part, the frame's
// first load included, imported (components/frame/run/assets.ts loadStripper).
const typescriptText = (
  await build({
    ...common,
    entryPoints: ['components/frame/run/typescript.ts'],
    format: 'esm',
    write: false,
  })
).outputFiles[0].text;
const typescriptFile = path.join(outdir, `typescript-${hash(typescriptText)}.js`);
writeFileSync(typescriptFile, typescriptText);

// Java (issue #35): the pinned toolchain (scripts/java-toolchain/dist/, npm run java:pin) into
// assets/java-<hash>/, fetched by the page on the first Java Run; TeaVM's loader goes into the
// Java sandbox page's script, ahead of each of its two workers' scripts.
const javaPinned = 'scripts/java-toolchain/dist';
const javaFiles = ['toolchain.wasm', 'platform.zip', 'classlib.zip'];
const javaContents = javaFiles.map((f) => readFileSync(path.join(javaPinned, f)));
const javaDir = path.join(outdir, `java-${hash(...javaContents)}`);
mkdirSync(javaDir);
javaFiles.forEach((f, i) => writeFileSync(path.join(javaDir, f), javaContents[i]));
const javaFrame = sandboxPage(
  'run-java',
  'Java runner',
  await script('components/frame/run/javaFrame.ts', {
    __JAVA_RUNTIME__: JSON.stringify(
      readFileSync(path.join(javaPinned, 'wasm-gc-runtime.js'), 'utf8'),
    ),
    __JAVA_WORKER__: JSON.stringify(await script('components/frame/run/javaWorker.ts')),
    __JAVA_PROGRAM__: JSON.stringify(await script('components/frame/run/javaProgram.ts')),
  }),
);

const assets = {
  pyodide: `${url(pyodideDir)}/`,
  // The download's total for the progress bar: known here, whatever encoding the host uses.
  pyodideBytes: pyodideContents[2].length + pyodideContents[3].length,
  jsFrame,
  htmlFrame,
  typescript: url(typescriptFile),
  javaFrame,
  java: `${url(javaDir)}/`,
  javaBytes: javaContents.reduce((n, c) => n + c.length, 0),
  bootstrapCss,
  bootstrapJs,
};
// The Python worker is a module worker (it imports Pyodide's module), one file of its own.
const pyWorkerText = (
  await build({
    ...common,
    entryPoints: ['components/frame/run/pyWorker.ts'],
    format: 'esm',
    write: false,
    define: { __RUN_ASSETS__: JSON.stringify(JSON.stringify({ ...assets, pyWorker: '' })) },
  })
).outputFiles[0].text;
const pyWorkerFile = path.join(outdir, `py-worker-${hash(pyWorkerText)}.js`);
writeFileSync(pyWorkerFile, pyWorkerText);
const runAssets = { ...assets, pyWorker: url(pyWorkerFile) };

// The coding tasks' JavaScript harness (lib/tasks/harness.ts) as one script: the task controller
// sends it with the learner's code to the sandbox (lib/check/tasks.ts bundles the same file).
const taskHarness = (
  await build({
    ...common,
    entryPoints: ['lib/tasks/harness.ts'],
    format: 'iife',
    globalName: '__taskHarness',
    write: false,
  })
).outputFiles[0].text;

const result = await build({
  ...common,
  entryPoints: { frame: 'components/frame/frame.ts' },
  format: 'esm',
  splitting: true,
  // Browsers that run module scripts and the popover are this recent or newer.
  outdir,
  entryNames: '[name]-[hash]',
  chunkNames: '[name]-[hash]',
  metafile: true,
  define: {
    // JSON text (components/frame/run/assets.ts says why).
    __RUN_ASSETS__: JSON.stringify(JSON.stringify(runAssets)),
    __TASK_HARNESS__: JSON.stringify(taskHarness),
  },
});

const entry = Object.entries(result.metafile.outputs).find(
  ([, output]) => output.entryPoint === 'components/frame/frame.ts',
);
if (!entry) throw new Error('build-frame: esbuild wrote no entry for components/frame/frame.ts');
writeFileSync(
  '.frame-manifest.json',
  `${JSON.stringify({ frame: url(entry[0]), run: runAssets }, null, 2)}\n`,
);
for (const [file, output] of Object.entries(result.metafile.outputs)) {
  console.log(`  ${path.relative(outdir, file)}  ${output.bytes} B`);
}
console.log(`  runner: ${Object.values(runAssets).join(' ')}`);
