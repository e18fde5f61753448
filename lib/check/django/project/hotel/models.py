from django.db import models


class Room(models.Model):
    number = models.CharField(max_length=10)
    max_nights = models.PositiveIntegerField(default=14)

    def __str__(self):
        return self.number


class Booking(models.Model):
    room = models.ForeignKey(Room, on_delete=models.CASCADE)
    start = models.DateField()
    end = models.DateField()
    guests = models.PositiveIntegerField(default=1)
    cancelled = models.BooleanField(default=False)

    class Meta:
        constraints = [
            models.UniqueConstraint(
                fields=["room", "start"],
                condition=models.Q(cancelled=False),
                name="hotel_uniq_active_booking",
            ),
        ]
