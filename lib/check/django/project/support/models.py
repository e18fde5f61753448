from django.db import models


class Ticket(models.Model):
    subject = models.CharField(max_length=200)
    attachment = models.FileField(upload_to="tickets/", blank=True)

    def get_absolute_url(self):
        return f"/tickets/{self.pk}/"
