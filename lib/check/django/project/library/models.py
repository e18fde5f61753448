from django.db import models


class Publisher(models.Model):
    name = models.CharField(max_length=100)


class Author(models.Model):
    name = models.CharField(max_length=100)
    publisher = models.ForeignKey(Publisher, null=True, on_delete=models.SET_NULL)


class Tag(models.Model):
    name = models.CharField(max_length=50)


class Book(models.Model):
    title = models.CharField(max_length=200)
    author = models.ForeignKey(Author, related_name="books", on_delete=models.CASCADE)
    tags = models.ManyToManyField(Tag, blank=True)
    published = models.BooleanField(default=False)
    pages = models.IntegerField(default=0)


class Review(models.Model):
    book = models.ForeignKey(Book, related_name="reviews", on_delete=models.CASCADE)
    approved = models.BooleanField(default=True)
    created_at = models.DateTimeField(auto_now_add=True)
