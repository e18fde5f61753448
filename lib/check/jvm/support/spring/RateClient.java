import java.math.BigDecimal;
import java.util.Map;

public interface RateClient {
    Map<String, BigDecimal> fetchAll();
}
