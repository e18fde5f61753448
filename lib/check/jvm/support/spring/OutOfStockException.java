public class OutOfStockException extends RuntimeException {
    public OutOfStockException(long productId) { super("out of stock: " + productId); }
}
