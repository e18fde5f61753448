public class SecurityConfig {}
