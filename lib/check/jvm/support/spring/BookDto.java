import java.math.BigDecimal;

public record BookDto(long id, String title, BigDecimal price) {}
