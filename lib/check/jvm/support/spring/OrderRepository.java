public interface OrderRepository {
    long insert(long productId, int qty);
}
