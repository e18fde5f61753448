import java.net.URI;
import java.time.Duration;

public class AuditClient {
    public AuditClient(URI url, Duration timeout) {}
}
