class CouponError(Exception):
    pass


def apply_coupon(order, code):
    """Writes a note, then fails for unknown codes (so a savepoint has something to undo)."""
    order.note = f"coupon {code}"
    order.save(update_fields=["note"])
    if code != "WELCOME10":
        raise CouponError(code)
