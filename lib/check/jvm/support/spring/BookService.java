import java.util.List;
import java.util.Optional;

public interface BookService {
    Optional<BookDto> find(long id);
    List<BookDto> search(String text);
    BookDto create(NewBook book);
    void delete(long id);
}
