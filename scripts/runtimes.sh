#!/usr/bin/env bash
# The code checks' runtimes from the npm registry, pinned, into .runtimes/ (gitignored); see
# lib/check/runtimes.ts. Each is its own folder, so one that fails to install leaves the others.
#   node26/   Node.js 26 runs the JavaScript examples (the npm `node` package: an official build).
#   ts7/      TypeScript 7's `tsc` (the native compiler) compile-checks and parses TypeScript and
#             JavaScript, with the type packages the examples use (Node.js 26, React 19).
#   pyodide/  CPython 3.14 compiled to WebAssembly: runs and parses the Python examples offline.
# JDK 25 is not on npm: it comes from the machine (/usr/lib/jvm, JAVA_HOME or the PATH).
set -uo pipefail
cd "$(dirname "$0")/.."
status=0
install() {
  local dir=$1
  shift
  echo "runtimes: $dir <- $*"
  npm install --prefix ".runtimes/$dir" --no-save --no-audit --no-fund --no-package-lock --loglevel=error "$@" ||
    { echo "runtimes: notice: .runtimes/$dir could not be installed" >&2; status=1; }
}
install node26 node@26.10.0
install ts7 typescript@7.0.2 @types/node@26.6.6 @types/react@19.3.0 @types/react-dom@19.3.0
install pyodide pyodide@314.0.7
# Framework runtimes (Django, Spring, the HTML checker, ...): one script each in scripts/runtimes/,
# so a failure in one leaves the others installed.
for script in scripts/runtimes/*.sh; do
  [ -e "$script" ] || continue
  echo "runtimes: $script"
  bash "$script" || { echo "runtimes: notice: $script failed" >&2; status=1; }
done
exit $status
