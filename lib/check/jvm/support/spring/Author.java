import jakarta.persistence.Entity;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.Id;

@Entity
public class Author {
    @Id @GeneratedValue private Long id;
    private String name;
    protected Author() {}
    public Author(String name) { this.name = name; }
    public String getName() { return name; }
}
