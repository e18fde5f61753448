// Pins a built toolchain (issue #35): copies build.sh's output (.java-toolchain/dist, or the
// folder given) into scripts/java-toolchain/dist/ and writes its manifest: each file's sha256
// and size, and a sha256 over the toolchain's inputs. lib/java/toolchainPin.test.ts checks the
// two agree. Usage: npm run java:pin [-- <dist dir>]
import { copyFileSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  bundleFiles,
  digestOf,
  inputsHash,
  manifestFile,
  pinnedDir,
  type PinManifest,
} from '../../lib/java/toolchainPin';

const from = process.argv[2] ?? '.java-toolchain/dist';
mkdirSync(pinnedDir, { recursive: true });
const manifest: PinManifest = { inputs: inputsHash(), files: {} };
for (const name of bundleFiles) {
  copyFileSync(path.join(from, name), path.join(pinnedDir, name));
  manifest.files[name] = digestOf(path.join(pinnedDir, name));
  console.log(`  ${name}  ${manifest.files[name].bytes} B  ${manifest.files[name].sha256}`);
}
writeFileSync(manifestFile, `${JSON.stringify(manifest, null, 2)}\n`);
console.log(`java:pin: ${from} -> ${pinnedDir}/ (inputs ${manifest.inputs.slice(0, 12)})`);
