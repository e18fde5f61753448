"""Runs the Django bank's examples in one process, in the harness project beside this file.

Called by lib/check/django.ts as `python -B runner.py EXAMPLES RESULTS`: reads from the file
EXAMPLES a JSON list of {"language", "code", "harness"} and writes to RESULTS a JSON list, one per example:
{"stdout": what it printed, "error": a traceback or null}.

For each example: the example's code is loaded as a module (named by a first harness line
"# module: shop.views", else "example"), then the harness runs with that module as `example`
and the helpers below (harness lines above a line "# the example loads here" run before it
loads); what both print is the example's output. Every example starts from the
same migrated SQLite file and leaves no trace for the next: its modules, signal receivers,
system checks, URL converters, models and cached data are removed or restored afterwards.
"""

import asyncio
import contextlib
import gc
import io
import json
import os
import re
import shutil
import signal
import sys
import tempfile
import traceback
import types
import weakref
from pathlib import Path

PROJECT = Path(__file__).resolve().parent / "project"
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
    here = os.path.abspath(__file__)
    trace = traceback.TracebackException.from_exception(error)
    trace.stack = traceback.StackSummary.from_list(
        [frame for frame in trace.stack if os.path.abspath(frame.filename) != here]
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


# ---------------------------------------------------------------- helpers for harness code


def settings_of(module) -> dict:
    """The upper-case names a settings example defines, for override_settings(**...)."""
    return {k: v for k, v in vars(module).items() if k.isupper()}


def create_tables(*models):
    """Creates the tables of models an example defines itself (the template has the others)."""
    from django.db import connection

    with connection.schema_editor() as editor:
        for model in models:
            editor.create_model(model)


@contextlib.contextmanager
def urls(*patterns_or_module):
    """Serves the given URL patterns (or a module with urlpatterns) as the root URLconf."""
    from django.test import override_settings

    holder = types.ModuleType("harness_root_urls")
    if len(patterns_or_module) == 1 and isinstance(patterns_or_module[0], types.ModuleType):
        holder = patterns_or_module[0]
    else:
        holder.urlpatterns = list(patterns_or_module)
    sys.modules[holder.__name__] = holder
    with override_settings(ROOT_URLCONF=holder.__name__):
        yield


def wait(awaitable):
    """Runs a coroutine (an AsyncClient call, an async view) from the synchronous harness."""

    async def main():
        return await awaitable

    return asyncio.run(main())


def body(response) -> str:
    """A response's body as text, whether it is plain, a sync stream or an async stream."""
    if not getattr(response, "streaming", False):
        return response.content.decode()
    if response.is_async:

        async def collect():
            return [chunk async for chunk in response.streaming_content]

        return b"".join(asyncio.run(collect())).decode()
    return b"".join(response.streaming_content).decode()


def template_files(source: str) -> dict:
    """A template example's files: it may hold several, each after a "{# templates/x.html #}"
    line; without one it is "example.html"."""
    files, name = {}, "example.html"
    for line in source.splitlines(keepends=True):
        match = re.fullmatch(r"\{# templates/(\S+) #\}\n?", line)
        if match:
            name = match.group(1)
        else:
            files[name] = files.get(name, "") + line
    return {name: text.strip("\n") + "\n" for name, text in files.items()}


def engine(source: str):
    """A template engine that finds the example's templates first, then the project's."""
    from django.template import Engine

    return Engine(
        dirs=[PROJECT / "templates"],
        loaders=[
            ("django.template.loaders.locmem.Loader", template_files(source)),
            "django.template.loaders.filesystem.Loader",
        ],
        context_processors=[
            "django.template.context_processors.request",
            "django.template.context_processors.csrf",
        ],
    )


def user(username="ann", **fields):
    from django.contrib.auth import get_user_model

    return get_user_model().objects.create_user(username=username, password="pw", **fields)


HELPERS = {
    "settings_of": settings_of,
    "create_tables": create_tables,
    "urls": urls,
    "user": user,
    "wait": wait,
    "body": body,
    "engine": engine,
}


# ---------------------------------------------------------------- isolation


class Snapshot:
    """What an example may change globally, taken before it and put back after it."""

    def __init__(self):
        from django.apps import apps
        from django.core import checks
        from django.dispatch import Signal
        from django.urls import converters

        self.modules = set(sys.modules)
        self.signals = [
            (s, list(s.receivers)) for s in gc.get_objects() if issubclass(type(s), Signal)
        ]
        self.checks = (
            set(checks.registry.registry.registered_checks),
            set(checks.registry.registry.deployment_checks),
        )
        self.converters = dict(converters.REGISTERED_CONVERTERS)
        self.models = {label: dict(models) for label, models in apps.all_models.items()}

    def restore(self):
        from django.apps import apps
        from django.core import checks
        from django.core.cache import caches
        from django.db import connections
        from django.urls import clear_url_caches, converters, set_urlconf

        # The example's modules and project modules it imported go; libraries stay, since
        # settings such as DRF's api_settings keep the classes they loaded.
        for name in set(sys.modules) - self.modules:
            file = getattr(sys.modules[name], "__file__", None)
            if file is None or Path(file).resolve().is_relative_to(PROJECT):
                del sys.modules[name]
                parent, _, leaf = name.rpartition(".")
                if parent in sys.modules and getattr(sys.modules[parent], leaf, None) is not None:
                    delattr(sys.modules[parent], leaf)
        # Receivers the example connected go; those a library connected when the example first
        # imported it stay (django.test.signals clears the URL caches when ROOT_URLCONF changes).
        for s, receivers in self.signals:
            # Compared by lookup key: a receiver disconnected and connected again (as
            # CaptureQueriesContext does with reset_queries) must not end up twice.
            old = {entry[0] for entry in receivers}
            added = [
                entry
                for entry in s.receivers
                if entry[0] not in old and from_library(entry[1])
            ]
            s.receivers[:] = receivers + added
            s.sender_receivers_cache.clear()
        checks.registry.registry.registered_checks = set(self.checks[0])
        checks.registry.registry.deployment_checks = set(self.checks[1])
        converters.REGISTERED_CONVERTERS.clear()
        converters.REGISTERED_CONVERTERS.update(self.converters)
        converters.get_converters.cache_clear()
        for label, models in apps.all_models.items():
            for name in set(models) - set(self.models.get(label, {})):
                del models[name]
        apps.clear_cache()
        clear_url_caches()
        set_urlconf(None)
        for cache in caches.all(initialized_only=True):
            cache.clear()
        connections.close_all()


def from_library(reference) -> bool:
    """Whether a signal receiver (a weak or strong reference) lives in an installed library."""
    receiver = reference() if isinstance(reference, weakref.ReferenceType) else reference
    module = sys.modules.get(getattr(receiver, "__module__", None) or "")
    file = getattr(module, "__file__", None)
    return file is not None and not Path(file).resolve().is_relative_to(PROJECT)


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
