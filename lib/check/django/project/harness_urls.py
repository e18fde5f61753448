"""The default URLconf; an example's harness mounts the example's own patterns instead."""
urlpatterns: list = []
