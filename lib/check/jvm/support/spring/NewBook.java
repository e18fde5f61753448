import java.math.BigDecimal;

public record NewBook(String title, BigDecimal price) {}
