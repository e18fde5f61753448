"""Views that the blog URL examples route to: each answers with what it received."""
from django.http import HttpResponse


def _echo(name):
    def view(request, **kwargs):
        shown = ", ".join(f"{k}={v!r}" for k, v in sorted(kwargs.items()))
        return HttpResponse(f"{name}({shown})")

    view.__name__ = name
    return view


index = _echo("index")
year_archive = _echo("year_archive")
article_detail = _echo("article_detail")
download = _echo("download")
shared_draft = _echo("shared_draft")
legacy_year = _echo("legacy_year")
