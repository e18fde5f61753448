#!/usr/bin/env bash
# The Python examples' third-party packages (pytest, Hypothesis, NumPy, cffi, Cython, pybind11),
# pinned in python-packages.txt, in a virtual environment at .runtimes/python-packages on the
# newest native CPython here (3.13 from pyenv on our image; Pyodide cannot load PyPI packages
# offline). Does nothing when the environment already holds exactly these pins.
set -euo pipefail
cd "$(dirname "$0")/../.."
dir=.runtimes/python-packages
pins=scripts/runtimes/python-packages.txt

# The newest CPython 3.11 or later (NumPy 2.5 needs 3.11): pyenv's versions, then the system's.
python=
best=0
for candidate in "${PYENV_ROOT:-$HOME/.pyenv}"/versions/*/bin/python3 /usr/local/bin/python3.* /usr/bin/python3.* python3; do
  [[ $candidate =~ -config$ ]] && continue
  version=$("$candidate" -c 'import sys; print(sys.version_info[0] * 100 + sys.version_info[1])' 2>/dev/null) || continue
  if [ "$version" -gt "$best" ]; then best=$version; python=$candidate; fi
done
if [ "$best" -lt 311 ]; then
  echo "python-packages: no CPython 3.11 or later found" >&2
  exit 1
fi
if [ -x "$dir/bin/python" ] && cmp -s "$pins" "$dir/pins.txt"; then
  echo "python-packages: $dir is up to date"
  exit 0
fi
echo "python-packages: $python -> $dir"
rm -rf "$dir"
# Debian's python3 needs python3-venv (ensurepip) for this; .ci/run installs it.
"$python" -m venv "$dir"
"$dir/bin/python" -m pip install --quiet --disable-pip-version-check --no-input --no-deps -r "$pins"
"$dir/bin/python" -m pip check
cp "$pins" "$dir/pins.txt"
