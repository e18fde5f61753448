public class BookController {}
