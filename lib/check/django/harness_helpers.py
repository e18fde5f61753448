"""What the Django bank's harness code may call besides `example` (runner.py hands HELPERS to it).

Each sets up or reads what a harness needs: a settings example's names, tables for models an
example defines, URL patterns, an awaited coroutine, a response's text, a template engine over the
example's own template files, and a user.
"""

import asyncio
import contextlib
import re
import sys
import types
from pathlib import Path

# The harness project (apps, models, templates) the examples import, beside this file.
PROJECT = Path(__file__).resolve().parent / "project"


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
