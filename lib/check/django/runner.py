"""Runs the Django bank's examples in one process, in the harness project beside this file.

Called by lib/check/django.ts as `python -B runner.py EXAMPLES RESULTS`: reads from the file
EXAMPLES a JSON list of {"language", "code", "harness"} and writes to RESULTS a JSON list, one per example:
{"stdout": what it printed, "error": a traceback or null}.

For each example: the example's code is loaded as a module (named by a first harness line
"# module: shop.views", else "example"), then the harness runs with that module as `example`
and the helpers of harness_helpers.py (harness lines above a line "# the example loads here"
run before it loads); what both print is the example's output. Every example starts from the
same migrated SQLite file and leaves no trace for the next: its modules, signal receivers,
system checks, URL converters, models and cached data are removed or restored afterwards
(harness_isolation.py).
"""

import contextlib
import io
import json
import os
import shutil
import signal
import sys
import tempfile
import traceback
import types
from pathlib import Path

import harness_helpers
import harness_isolation
from harness_helpers import HELPERS, PROJECT
from harness_isolation import Snapshot

TIME_LIMIT_S = 20
LOAD_MARK = "# the example loads here\n"


def setup(work: Path) -> Path:
    sys.path.insert(0, str(PROJECT))
    os.environ["DJANGO_SETTINGS_MODULE"] = "settings"
    os.environ["DJANGO_CHECK_DB"] = str(work / "db.sqlite3")
    os.environ["DJANGO_CHECK_MEDIA"] = str(work / "media")
    import django

    django.setup()
    from django.test.utils import setup_test_environment

    setup_test_environment()  # response.context and mail.outbox, as in Django's own tests
    from django.core.management import call_command
    from django.db import connections

    call_command("migrate", run_syncdb=True, verbosity=0)
    connections.close_all()
    template = work / "template.sqlite3"
    shutil.copy(work / "db.sqlite3", template)
    return template


def directives(harness: str) -> tuple[str, dict[str, str]]:
    """The harness's leading "# module: a.b" and "# env: NAME=value" lines: the module name the
    example's code is loaded as (default "example") and environment variables it reads."""
    name, env = "example", {}
    for line in harness.lstrip().splitlines():
        if line.startswith("# module:"):
            name = line.removeprefix("# module:").strip()
        elif line.startswith("# env:"):
            key, _, value = line.removeprefix("# env:").strip().partition("=")
            env[key] = value
        else:
            break
    return name, env


def example_traceback(error: BaseException) -> str:
    """The traceback without the runner's own frames: the example's and Django's remain."""
    # The runner is this file and the two beside it that it imports (helpers, isolation).
    runner_files = (__file__, harness_helpers.__file__, harness_isolation.__file__)
    here = {os.path.abspath(f) for f in runner_files}
    trace = traceback.TracebackException.from_exception(error)
    trace.stack = traceback.StackSummary.from_list(
        [frame for frame in trace.stack if os.path.abspath(frame.filename) not in here]
    )
    return "".join(trace.format())


def load_module(name: str, code: str) -> types.ModuleType:
    """Executes code as the module `name` (inside its package when it names one)."""
    module = types.ModuleType(name)
    parent_name, _, leaf = name.rpartition(".")
    module.__file__ = str(PROJECT / (name.replace(".", "/") + ".py"))
    module.__package__ = parent_name
    sys.modules[name] = module
    if parent_name:
        __import__(parent_name)
        setattr(sys.modules[parent_name], leaf, module)
    exec(compile(code, module.__file__, "exec"), module.__dict__)
    return module


class TimeLimit(Exception):
    pass


def on_alarm(signum, frame):
    raise TimeLimit(f"the example took more than {TIME_LIMIT_S} s")


def run_one(language: str, code: str, harness: str, template: Path, db: Path) -> dict:
    from django.core import mail

    shutil.copy(template, db)
    mail.outbox = []
    snapshot = Snapshot()
    out = io.StringIO()
    error = None
    name, env = directives(harness)
    saved_env = {key: os.environ.get(key) for key in env}
    os.environ.update(env)
    signal.alarm(TIME_LIMIT_S)
    try:
        with contextlib.redirect_stdout(out):
            # Harness lines above LOAD_MARK run first (data an example reads when it loads).
            before, marked, after = harness.partition(LOAD_MARK)
            if not marked:
                before, after = "", harness
            scope = {"__name__": "harness", **HELPERS}
            exec(compile(before, "<harness>", "exec"), scope)
            # A template example is handed over as text: the harness renders it (engine()).
            scope["example"] = code if language == "django" else load_module(name, code)
            exec(compile("\n" * before.count("\n") + after, "<harness>", "exec"), scope)
    except BaseException as failure:  # an example's SystemExit is its failure too
        error = example_traceback(failure)
    finally:
        signal.alarm(0)
        for key, value in saved_env.items():
            if value is None:
                os.environ.pop(key, None)
            else:
                os.environ[key] = value
        try:
            snapshot.restore()
        except Exception:
            error = (error or "") + "\nrestoring the harness failed:\n" + traceback.format_exc()
    return {"stdout": out.getvalue(), "error": error}


def main():
    examples = json.loads(Path(sys.argv[1]).read_text())
    work = Path(tempfile.mkdtemp(prefix="django-check-"))
    try:
        template = setup(work)
        signal.signal(signal.SIGALRM, on_alarm)
        results = [
            run_one(e.get("language", "python"), e["code"], e.get("harness", ""), template,
                    work / "db.sqlite3")
            for e in examples
        ]
    finally:
        shutil.rmtree(work, ignore_errors=True)
    Path(sys.argv[2]).write_text(json.dumps(results))


if __name__ == "__main__":
    main()
