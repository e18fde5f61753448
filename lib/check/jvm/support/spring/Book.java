// The JPA chapter's entity, with the getter its block leaves out.
import java.math.BigDecimal;

public class Book {
    private String title;
    public Book(String title, BigDecimal price, Author author) { this.title = title; }
    public void changePrice(BigDecimal newPrice) {}
    public String getTitle() { return title; }
}
