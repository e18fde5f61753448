"""Isolation between the Django bank's examples: what one example changes globally is undone.

runner.py takes a Snapshot before each example and restores it after: the example's modules,
signal receivers, system checks, URL converters, models and cached data are removed or put back,
so every example starts as the first did.
"""

import gc
import sys
import weakref
from pathlib import Path

from harness_helpers import PROJECT


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
