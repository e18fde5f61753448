public interface StockRepository {
    int reserve(long productId, int qty);
}
