#!/usr/bin/env bash
# The Django checker's runtime (lib/check/django.ts): a virtual environment in .runtimes/django
# with Django 5.2 LTS, Django REST framework 3.18 and the packages the Django bank's examples
# import, pinned in lib/check/django/requirements.txt. Safe to run again: it does nothing when
# the installed packages were made from the same requirements file.
set -uo pipefail
cd "$(dirname "$0")/../.."
venv=.runtimes/django
requirements=lib/check/django/requirements.txt
python=${DJANGO_PYTHON:-}
if [ -z "$python" ]; then
  # The newest native CPython here (the bank targets 3.14; pyenv has 3.13).
  # A candidate counts only if it runs and is 3.10+ (Django 5.2's floor); pyenv shims may not.
  for candidate in "$HOME"/.pyenv/versions/3.14*/bin/python3 python3.14 \
    "$HOME"/.pyenv/versions/3.13*/bin/python3 python3.13 python3; do
    if "$candidate" -c 'import sys; sys.exit(sys.version_info < (3, 10))' >/dev/null 2>&1; then
      python=$candidate
      break
    fi
  done
fi
fail() {
  echo "runtimes: notice: the Django runtime ($venv) could not be installed: $1" >&2
  echo "runtimes: notice: the Django examples are then only parsed (templates balance-checked); retry with bash $0" >&2
  exit 1
}
[ -n "$python" ] || fail "no python3 found (set DJANGO_PYTHON)"
stamp="$venv/.requirements"
if [ -x "$venv/bin/python" ] && cmp -s "$requirements" "$stamp"; then
  echo "runtimes: $venv is up to date ($("$venv/bin/python" -m django --version 2>/dev/null))"
  exit 0
fi
echo "runtimes: $venv <- $requirements on $("$python" --version 2>&1)"
rm -rf "$venv"
"$python" -m venv "$venv" || fail "$python -m venv failed"
"$venv/bin/python" -m pip install --quiet --disable-pip-version-check --no-input \
  --require-virtualenv -r "$requirements" || { rm -rf "$venv"; fail "pip install failed"; }
cp "$requirements" "$stamp"
echo "runtimes: $venv has Django $("$venv/bin/python" -m django --version)"
