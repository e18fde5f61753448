from django.http import HttpResponse


def monthly_sales(request, period):
    return HttpResponse(f"monthly_sales({period!r})")
