// Stand-in for the guide's BookDao (its own block compiles with the JDK alone).
import java.math.BigDecimal;
import java.sql.SQLException;
import java.util.List;
import javax.sql.DataSource;

public class BookDao {
    public BookDao(DataSource ds) {}
    public List<Object> findAll() throws SQLException { return List.of(); }
    public void add(String title, BigDecimal price) throws SQLException {}
}
