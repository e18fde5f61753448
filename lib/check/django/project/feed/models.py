from django.conf import settings
from django.db import models


class Post(models.Model):
    author = models.ForeignKey(
        settings.AUTH_USER_MODEL, related_name="feed_posts", on_delete=models.CASCADE
    )
    text = models.CharField(max_length=200)
    visible = models.BooleanField(default=True)
    created_at = models.DateTimeField()
