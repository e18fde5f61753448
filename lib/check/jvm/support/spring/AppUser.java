public class AppUser {
    public String getUsername() { return "ada"; }
    public String getPasswordHash() { return "{noop}secret"; }
    public String getRole() { return "USER"; }
}
