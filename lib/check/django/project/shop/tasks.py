"""A stand-in for a Celery task: .delay() records the call instead of queueing it."""
sent: list = []


class _Task:
    def delay(self, *args):
        sent.append(args)


send_confirmation = _Task()
