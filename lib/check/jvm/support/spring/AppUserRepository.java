import java.util.Optional;

public interface AppUserRepository {
    Optional<AppUser> findByUsername(String username);
}
