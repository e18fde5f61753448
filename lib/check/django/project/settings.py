"""Settings of the harness project the Django checker (lib/check/django.ts) runs examples in.

SQLite in a file named by DJANGO_CHECK_DB (the runner copies a migrated template before every
example). The apps are the ones the Django bank's examples import (shop, library, blog, ...).
"""
import os
from pathlib import Path

BASE_DIR = Path(__file__).resolve().parent

SECRET_KEY = "harness-only-not-a-secret"
DEBUG = True
ALLOWED_HOSTS = ["testserver", "localhost"]
USE_TZ = True
TIME_ZONE = "UTC"

INSTALLED_APPS = [
    "django.contrib.admin",
    "django.contrib.auth",
    "django.contrib.contenttypes",
    "django.contrib.sessions",
    "django.contrib.messages",
    "django.contrib.staticfiles",
    "rest_framework",
    "rest_framework.authtoken",
    "shop",
    "library",
    "blog",
    "hotel",
    "support",
    "notes",
    "feed",
    "accounts",
    "reports",
    "core",
    "scratch",
]

MIDDLEWARE = [
    "django.middleware.security.SecurityMiddleware",
    "django.contrib.sessions.middleware.SessionMiddleware",
    "django.middleware.common.CommonMiddleware",
    "django.middleware.csrf.CsrfViewMiddleware",
    "django.contrib.auth.middleware.AuthenticationMiddleware",
    "django.contrib.messages.middleware.MessageMiddleware",
    "django.middleware.clickjacking.XFrameOptionsMiddleware",
]

ROOT_URLCONF = "harness_urls"

TEMPLATES = [
    {
        "BACKEND": "django.template.backends.django.DjangoTemplates",
        "DIRS": [BASE_DIR / "templates"],
        "APP_DIRS": True,
        "OPTIONS": {
            "context_processors": [
                "django.template.context_processors.request",
                "django.contrib.auth.context_processors.auth",
                "django.contrib.messages.context_processors.messages",
            ]
        },
    }
]

DATABASES = {
    "default": {
        "ENGINE": "django.db.backends.sqlite3",
        "NAME": os.environ.get("DJANGO_CHECK_DB", ":memory:"),
    }
}
CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
# Fast hashing: the harness creates users in almost every example.
PASSWORD_HASHERS = ["django.contrib.auth.hashers.MD5PasswordHasher"]
DEFAULT_AUTO_FIELD = "django.db.models.BigAutoField"
STATIC_URL = "static/"
# Uploads go to the runner's temporary folder, never into the repository.
MEDIA_ROOT = os.environ.get("DJANGO_CHECK_MEDIA", "/tmp/django-check-media")
LOGIN_URL = "/accounts/login/"
EMAIL_BACKEND = "django.core.mail.backends.locmem.EmailBackend"
