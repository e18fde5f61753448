public class BookNotFoundException extends RuntimeException {
    public BookNotFoundException(long id) { super("no book " + id); }
}
