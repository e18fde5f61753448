/**
 * Runs what an example tells the learner to run. An example that names a command (`pytest -q`,
 * `pip install .`, `node --test`) carries `commands` (content/README.md): the file its code is
 * saved as, the other files it lays out, and the steps. Each runs with bash, as written, in an
 * empty folder of its own and a clean environment:
 * - python: a fresh virtual environment on the newest native CPython, with pip pinned in
 *   scripts/runtimes/python-commands.txt; every `pip install` (and pip's isolated build, which
 *   stays on as pip's default) takes the versions pinned there and in python-packages.txt;
 * - node: Node.js 26 first on the PATH; java: the JDK 25 first on the PATH.
 * Output (stdout and stderr, as a terminal shows them) is compared with a step's `prints`, or the
 * example's expectedOutput; durations (`in 0.02s`, `duration_ms 41.3`) match any duration.
 * An example that names a command and carries no `commands` needs an `excused` saying why the
 * command cannot run here (lib/check/dispatch.ts fails it otherwise).
 */
import { execFile } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { CodeExample } from '@/lib/practice/types';
import { compareCommandOutput, namedCommands, shownIn, withoutComment } from './commandText';
import { pinsFile } from './pythonPackages';
import { inSlot, lastLines } from './run';
import { atLeast, targets, type Runtimes } from './runtimes';
import type { CheckOutcome, Checker, Example } from './types';

// The text side lives in commandText.ts; importers of this file keep their names.
export { compareCommandOutput, namedCommands, shownIn, withoutComment } from './commandText';

/** pip's own pin for the fresh environments (beside python-packages.txt's pins). */
export const commandPinsFile = path.join(
  process.cwd(),
  'scripts',
  'runtimes',
  'python-commands.txt',
);
/** Downloaded wheels are kept between runs (a cache holds files, never an installed package). */
const pipCache = path.join(tmpdir(), 'code-check-pip-cache');

/** A value as one bash word. */
const quote = (value: string) => `'${value.replaceAll("'", "'\\''")}'`;

function shell(
  command: string,
  cwd: string,
  env: Record<string, string | undefined>,
  timeoutMs: number,
): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    // stderr joins stdout, in order, as a terminal shows them (unittest reports on stderr).
    execFile(
      'bash',
      // The PATH is set again inside: a startup file bash reads (BASH_ENV, a profile) may put
      // pyenv's shims first, and its pip would then install into the machine's Python.
      [
        '--noprofile',
        '--norc',
        '-c',
        // -e: a step of several lines stops at the first that fails, as a learner would.
        `set -e\nexec 2>&1\nexport PATH=${quote(env.PATH ?? '')}\n${command}`,
      ],
      { cwd, env: env as NodeJS.ProcessEnv, timeout: timeoutMs, maxBuffer: 8 * 1024 * 1024 },
      (error, stdout) => {
        const killed = (error as { killed?: boolean } | null)?.killed;
        const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
        resolve({
          code,
          output: killed ? `${stdout}\ntimed out after ${timeoutMs / 1000} s` : stdout,
        });
      },
    );
  });
}

const sharedPips = new Map<string, Promise<{ dir: string } | { missing: string }>>();

/**
 * The pinned pip (python-commands.txt), installed once per CPython into a folder of its own
 * (kept between runs, like pip's cache: it holds one package at its pinned version), for the
 * fresh venvs to share.
 */
function sharedPip(
  python: string,
  version: string,
  env: Record<string, string | undefined>,
): Promise<{ dir: string } | { missing: string }> {
  const pin = /^pip==(\S+)/m.exec(readFileSync(commandPinsFile, 'utf8'))?.[1] ?? 'unpinned';
  const dir = path.join(tmpdir(), `code-check-pip-${pin}-py${version}`);
  if (!sharedPips.has(dir))
    sharedPips.set(
      dir,
      (async () => {
        if (existsSync(path.join(dir, 'pip', '__init__.py'))) return { dir };
        // A venv made the ordinary way installs the pin into a folder, renamed into place whole.
        const work = mkdtempSync(path.join(tmpdir(), 'code-check-pip-'));
        try {
          const made = await shell(
            `"${python}" -m venv boot && boot/bin/python -m pip install --quiet --target pip-${pin} pip && mv pip-${pin} "${dir}"`,
            work,
            env,
            180_000,
          );
          if (made.code !== 0 && !existsSync(path.join(dir, 'pip', '__init__.py')))
            return { missing: `no pinned pip for the fresh venvs: ${lastLines(made.output)}` };
          return { dir };
        } finally {
          rmSync(work, { recursive: true, force: true });
        }
      })(),
    );
  return sharedPips.get(dir)!;
}

/** Where the example's commands run: the PATH and variables, made fresh for each example. */
async function environment(
  env: NonNullable<CodeExample['commands']>['env'],
  runtimes: Runtimes,
  work: string,
): Promise<{ env: Record<string, string | undefined>; ranOn: string } | { missing: string }> {
  // The machine's own settings stay (pip's certificate and find-links, a proxy); what would leak
  // another environment into this one goes.
  const base: Record<string, string | undefined> = {
    ...process.env,
    BASH_ENV: undefined,
    ENV: undefined,
    PYTHONPATH: undefined,
    PYTHONHOME: undefined,
    VIRTUAL_ENV: undefined,
    NODE_OPTIONS: undefined,
    NODE_PATH: undefined,
    LANG: 'C.UTF-8',
    TMPDIR: work,
    PYTHONHASHSEED: '0',
    // Output in the order a terminal shows it (a terminal's stdout is line-buffered).
    PYTHONUNBUFFERED: '1',
    // An 80-column terminal: pytest pads its progress lines to the width.
    COLUMNS: '80',
    NO_COLOR: '1',
  };
  if (env === 'node') {
    if (!atLeast(runtimes.node.version, targets.node))
      return {
        missing: `needs Node.js ${targets.node}, this machine has ${runtimes.node.version}`,
      };
    const bin = path.dirname(runtimes.node.command);
    return {
      env: { ...base, PATH: `${bin}:${base.PATH}` },
      ranOn: `Node.js ${runtimes.node.version}`,
    };
  }
  if (env === 'java') {
    const java = runtimes.java;
    if (!java || !atLeast(java.version, targets.java))
      return { missing: `needs JDK ${targets.java}, this machine has ${java?.version ?? 'none'}` };
    const bin = path.isAbsolute(java.command) ? `${path.dirname(java.command)}:` : '';
    return { env: { ...base, PATH: `${bin}${base.PATH}` }, ranOn: `JDK ${java.version}` };
  }
  const python = runtimes.python;
  if (!python) return { missing: 'no native CPython for a fresh virtual environment' };
  const venv = path.join(work, 'venv');
  const pip = {
    PIP_CONSTRAINT: `${commandPinsFile} ${pinsFile}`,
    PIP_BUILD_CONSTRAINT: `${commandPinsFile} ${pinsFile}`,
    PIP_CACHE_DIR: pipCache,
    PIP_DISABLE_PIP_VERSION_CHECK: '1',
    PIP_NO_INPUT: '1',
  };
  const shared = await sharedPip(python.command, python.version, { ...base, ...pip });
  if ('missing' in shared) return shared;
  // The venv is fresh and empty; its pip is the pinned one, shared read-only by a .pth line
  // (after site-packages, so a pip the example installs wins) with `pip` and `pip3` scripts:
  // ensurepip and an upgrade to the pin cost about 10 s per venv, this about 0.1 s.
  const made = await shell(
    `"${python.command}" -m venv --without-pip "${venv}"`,
    work,
    base,
    60_000,
  );
  if (made.code !== 0)
    return { missing: `no fresh virtual environment: ${lastLines(made.output)}` };
  const site = path.join(venv, 'lib', `python${python.version}`, 'site-packages');
  if (!existsSync(site)) return { missing: `the fresh virtual environment has no ${site}` };
  writeFileSync(path.join(site, 'shared-pip.pth'), `${shared.dir}\n`);
  for (const name of ['pip', 'pip3'])
    writeFileSync(
      path.join(venv, 'bin', name),
      `#!${venv}/bin/python\nimport sys\nfrom pip._internal.cli.main import main\nsys.exit(main())\n`,
      { mode: 0o755 },
    );
  // The steps find pip, python and what they install on the PATH: the venv's must be there.
  const bin = path.join(venv, 'bin');
  const lacking = ['python', 'pip'].filter((name) => !existsSync(path.join(bin, name)));
  if (lacking.length)
    return {
      missing: `the fresh virtual environment has no ${lacking.join(', ')} (bin: ${readdirSync(bin).join(', ')}): ${lastLines(made.output)}`,
    };
  return {
    env: {
      ...base,
      ...pip,
      // A pip from outside the venv refuses to install rather than touch the machine's Python.
      PIP_REQUIRE_VIRTUALENV: '1',
      VIRTUAL_ENV: venv,
      PATH: `${bin}:${base.PATH}`,
    },
    ranOn: `a fresh venv on CPython ${python.version}`,
  };
}

/** Lays out the example's folder and runs its steps; the first failing step is the problem. */
async function runCommands(example: Example, runtimes: Runtimes): Promise<CheckOutcome> {
  const commands = example.code.commands!;
  const named = namedCommands(example.code);
  const ran = commands.steps.filter((s) => s.run).map((s) => s.run!);
  const outcome = (problem?: string, ranOn?: string): CheckOutcome => ({
    example,
    done: 'run',
    problem,
    ranOn,
    commands: ran,
  });
  // A step may run several shown commands, one a line (a guide's shell block, in its order):
  // each line is a named command or a line of the code as written, its comment aside.
  const lines = new Set(example.code.code.split('\n').map(withoutComment).filter(Boolean));
  const unshown = ran.find(
    (step) =>
      !named.includes(step) &&
      !step.split('\n').every((line) => named.includes(line) || lines.has(line)),
  );
  if (unshown)
    return outcome(
      `commands: "${unshown}" is not a command the example shows (in backticks, in its code or note; shown: ${named.map((c) => `"${c}"`).join(', ') || 'none'})`,
    );
  const shown = `${example.code.code}\n${example.shownWith ?? ''}`;
  const hidden = Object.keys(commands.files ?? {}).find(
    (name) => !shownIn(shown, commands.files![name]!),
  );
  if (hidden)
    return outcome(
      `commands: the file ${hidden} is not shown in the example's code as it is laid out`,
    );

  const work = mkdtempSync(path.join(tmpdir(), 'code-check-commands-'));
  try {
    const where = await environment(commands.env, runtimes, work);
    if ('missing' in where)
      return { example, done: 'parsed', notice: `commands not run: ${where.missing}` };
    const version = commands.env === 'python' ? runtimes.python?.version : undefined;
    if (version && !atLeast(version, example.code.requires))
      return {
        example,
        done: 'skipped',
        notice: `commands not run: needs Python ${example.code.requires}, this machine has ${version}`,
      };
    const dir = path.join(work, 'example');
    const files = { ...commands.files, [commands.file]: `${example.code.code}\n` };
    for (const [name, text] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
      writeFileSync(path.join(dir, name), text);
    }
    for (const step of commands.steps) {
      const command = (step.run ?? step.claim)!;
      let result = await shell(command, dir, where.env, 300_000);
      // pip reaches PyPI, the one thing here that fails by chance (a slow index under load):
      // a failed pip step is tried once more before it counts.
      if (result.code !== 0 && /^pip3? /.test(command))
        result = await shell(command, dir, where.env, 300_000);
      if (result.code !== 0)
        return outcome(
          `\`${command}\` failed (exit ${result.code}) in ${where.ranOn}:\n${lastLines(result.output)}`,
          where.ranOn,
        );
      const expected = step.printsExpectedOutput ? example.code.expectedOutput! : step.prints;
      const differs =
        expected === undefined ? undefined : compareCommandOutput(expected, result.output);
      if (differs) return outcome(`\`${command}\` ${differs}`, where.ranOn);
    }
    return outcome(undefined, where.ranOn);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/** Claims every example with `commands`, before its language's checker. */
export function commandChecker(runtimes: Runtimes): Checker {
  return {
    name: 'Commands',
    describe: () => runtimes.python && `fresh venvs on CPython ${runtimes.python.version}`,
    claims: (example) => example.code.commands !== undefined,
    check: (examples) => Promise.all(examples.map((e) => inSlot(() => runCommands(e, runtimes)))),
  };
}
