public record OrderDto(long id) {}
