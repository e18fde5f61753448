import java.math.BigDecimal;

public record Receipt(String customerId, BigDecimal amount) {}
