// The committed Java toolchain (issue #35): scripts/java-toolchain/build.sh makes it (4-12 min,
// 3-4 GB on 2 cores, not byte-reproducible), `npm run java:pin` copies its output into
// scripts/java-toolchain/dist/ with this manifest, and a test checks that the two agree. Pure
// apart from reading files.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

export const toolchainDir = 'scripts/java-toolchain';
/** Where the pinned bundle is committed (not under public/: build-frame.mjs copies it there). */
export const pinnedDir = `${toolchainDir}/dist`;
export const manifestFile = `${pinnedDir}/manifest.json`;
/** The files the page loads, in the order the manifest lists them. */
export const bundleFiles = [
  'toolchain.wasm',
  'platform.zip',
  'classlib.zip',
  'wasm-gc-runtime.js',
] as const;
export const pinCommand = 'npm run java:pin (after scripts/java-toolchain/build.sh)';

export interface PinManifest {
  /** sha256 over the toolchain's inputs (inputFiles), as they were when the bundle was built. */
  inputs: string;
  files: Record<string, { sha256: string; bytes: number }>;
}

const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest('hex');

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    return entry.isDirectory() ? walk(file) : [file];
  });
}

/** What build.sh reads from the repository: itself, the Maven project, our sources and resources. */
export function inputFiles(root = '.'): string[] {
  const at = (p: string) => path.join(root, toolchainDir, p);
  return [
    at('build.sh'),
    at('pom.xml'),
    ...walk(at('src')),
    ...(statSync(at('resources'), { throwIfNoEntry: false }) ? walk(at('resources')) : []),
  ]
    .map((f) => path.relative(root, f).split(path.sep).join('/'))
    .sort();
}

/** One hash over the inputs' paths and contents, so a renamed file counts as a change too. */
export function inputsHash(root = '.'): string {
  const h = createHash('sha256');
  for (const file of inputFiles(root)) {
    h.update(`${file}\0`);
    h.update(readFileSync(path.join(root, file)));
    h.update('\0');
  }
  return h.digest('hex');
}

export function digestOf(file: string) {
  const data = readFileSync(file);
  return { sha256: sha256(data), bytes: data.length };
}

export function readManifest(root = '.'): PinManifest {
  return JSON.parse(readFileSync(path.join(root, manifestFile), 'utf8')) as PinManifest;
}

/** What is wrong with the committed bundle, each problem naming the command that fixes it. */
export function pinProblems(root = '.'): string[] {
  const manifest = readManifest(root);
  const problems: string[] = [];
  for (const name of bundleFiles) {
    const want = manifest.files[name];
    const file = path.join(root, pinnedDir, name);
    if (!want) problems.push(`${name} is not in ${manifestFile}: run ${pinCommand}`);
    else if (!statSync(file, { throwIfNoEntry: false }))
      problems.push(`${pinnedDir}/${name} is missing: run ${pinCommand}`);
    else {
      const got = digestOf(file);
      if (got.sha256 !== want.sha256 || got.bytes !== want.bytes)
        problems.push(
          `${pinnedDir}/${name} is not the pinned file (${got.bytes} B, sha256 ${got.sha256.slice(0, 12)}; manifest ${want.bytes} B, ${want.sha256.slice(0, 12)}): run ${pinCommand}`,
        );
    }
  }
  const inputs = inputsHash(root);
  if (inputs !== manifest.inputs)
    problems.push(
      `the toolchain's inputs (${toolchainDir}/build.sh, pom.xml, src/, resources/) changed since the bundle was pinned (sha256 ${inputs.slice(0, 12)}, manifest ${manifest.inputs.slice(0, 12)}): rebuild with scripts/java-toolchain/build.sh and run ${pinCommand}`,
    );
  return problems;
}

/** One id for the pinned bundle's contents (what lib/java/javaRuns.json was made with). */
export function pinnedToolchainId(root = '.'): string {
  return sha256(JSON.stringify(readManifest(root).files)).slice(0, 16);
}
