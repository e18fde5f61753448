// Which Java examples the page's toolchain runs as JDK 25 does (issue #35): every whole-program
// Java example with `check: run` in the banks and the guides' ```java run fences goes through
// toolchain.wasm (javac + TeaVM, the same module the page loads) in Node 26, and its output is
// compared with the checked expectedOutput. Prints the counts per bank and guide, and writes
// every result to <dist>/../survey.json. Usage: <node 26> scripts/java-toolchain/survey.mjs <dist>
import fs from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';

const dist = path.resolve(process.argv[2] ?? '.java-toolchain/dist');
const only = process.argv[3];
new Function(fs.readFileSync(path.join(dist, 'wasm-gc-runtime.js'), 'utf8'))();
const { load } = globalThis.TeaVM.wasmGC;
// A fresh toolchain, also after one failed (a stack overflow leaves its state unknown).
async function startToolchain() {
  const x = (await load(new Uint8Array(fs.readFileSync(path.join(dist, 'toolchain.wasm')))))
    .exports;
  x.setPlatform(new Int8Array(fs.readFileSync(path.join(dist, 'platform.zip'))));
  x.setClasslib(new Int8Array(fs.readFileSync(path.join(dist, 'classlib.zip'))));
  return x;
}
let tc = await startToolchain();

const examples = [];
for (const file of fs.readdirSync('content/practice').filter((f) => f.endsWith('.yaml'))) {
  const bank = yaml.load(fs.readFileSync(`content/practice/${file}`, 'utf8'));
  for (const topic of bank.topics ?? []) {
    for (const q of topic.questions ?? []) {
      const ex = q.codeExample;
      if (!ex || ex.language !== 'java' || ex.check !== 'run') continue;
      if (ex.harness !== undefined || ex.excused !== undefined || ex.notInBrowser !== undefined)
        continue;
      examples.push({
        where: file.replace('.yaml', ''),
        id: `${topic.key}-q${q.id}`,
        code: ex.code,
        expected: ex.expectedOutput,
      });
    }
  }
}
for (const file of fs.readdirSync('content/library').filter((f) => f.endsWith('.md'))) {
  const text = fs.readFileSync(`content/library/${file}`, 'utf8');
  // A run fence is followed by its output fence (lib/library/guide.ts).
  const fence = /```java run\n([\s\S]*?)```\n+```(?:text|output)?[^\n]*\n([\s\S]*?)```/g;
  let n = 0;
  for (const m of text.matchAll(fence))
    examples.push({ where: `guide:${file}`, id: `fence${++n}`, code: m[1], expected: m[2] });
}

/**
 * The file javac compiles the example as: the name its "// File: X.java" line gives, else its
 * public class's, else Main (a compact source file's implicit class is named after its file).
 * The class that runs is the toolchain's choice (mainClass(): the java launcher's rules).
 */
function fileName(code) {
  const given = /^\/\/ File: (\w+)\.java/m.exec(code);
  const pub =
    /^(?:public\s+)(?:(?:final|abstract|sealed|non-sealed|strictfp)\s+)*(?:class|record|enum|interface)\s+(\w+)/m.exec(
      code,
    );
  return given?.[1] ?? pub?.[1] ?? 'Main';
}

const results = [];
for (const ex of examples) {
  if (only && !ex.where.includes(only)) continue;
  const r = { where: ex.where, id: ex.id };
  const t0 = performance.now();
  try {
    r.stage = 'javac';
    const javac = tc.compile(`${fileName(ex.code)}.java`, ex.code);
    const main = tc.mainClass();
    if (tc.errorCount() > 0) {
      r.outcome = 'compile error';
      r.detail = javac.split('\n').slice(0, 3).join(' | ');
    } else if (!main) {
      r.outcome = 'no main method';
    } else {
      r.stage = 'teavm';
      const teavm = tc.translate(main);
      if (tc.errorCount() > 0) {
        r.outcome = 'missing API';
        r.detail = [...new Set(teavm.split('\n').filter((l) => l.startsWith('ERROR')))]
          .slice(0, 3)
          .join(' | ');
      } else {
        r.stage = 'run';
        let out = '';
        let err = '';
        const program = await load(tc.wasm(), {
          installImports(o) {
            o.teavmConsole.putcharStdout = (c) => (out += String.fromCharCode(c));
            o.teavmConsole.putcharStderr = (c) => (err += String.fromCharCode(c));
          },
        });
        try {
          program.exports.main([]);
        } catch (e) {
          r.thrown = String(e?.message ?? e);
        }
        // What the launcher printed for an uncaught exception (stdout alone is compared).
        if (err) r.stderr = err;
        if (out === ex.expected) r.outcome = 'match';
        else {
          r.outcome = r.thrown ? 'exception' : 'different output';
          r.detail = r.thrown ?? JSON.stringify(out.slice(0, 200));
        }
      }
    }
  } catch (e) {
    r.outcome = 'toolchain failed';
    r.detail = String(e?.message ?? e);
    tc = await startToolchain();
  }
  r.ms = Math.round(performance.now() - t0);
  results.push(r);
  console.log(`${r.where} ${r.id}: ${r.outcome} (${r.ms} ms)${r.detail ? ` ${r.detail}` : ''}`);
}
const by = {};
for (const r of results) {
  by[r.where] ??= {};
  by[r.where][r.outcome] = (by[r.where][r.outcome] ?? 0) + 1;
}
console.log(JSON.stringify(by, null, 1));
fs.writeFileSync(path.join(dist, '..', 'survey.json'), JSON.stringify({ by, results }, null, 1));
// A program whose threads TeaVM schedules on timers (multithreading examples) keeps Node's event
// loop busy after its main returned: end here.
process.exit(0);
