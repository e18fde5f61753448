import java.util.List;

public class Hello {
    sealed interface Shape permits Circle, Square {}
    record Circle(double r) implements Shape {}
    record Square(double side) implements Shape {}

    static String describe(Shape s) {
        return switch (s) {
            case Circle c when c.r() > 10 -> "big circle";
            case Circle(double r) -> "circle r=" + r;
            case Square sq -> "square " + sq.side();
        };
    }

    public static void main(String[] args) {
        var shapes = List.of(new Circle(1.5), new Square(2), new Circle(20));
        for (var s : shapes) {
            System.out.println(describe(s) + " " + s);
        }
        System.out.println("Hello, records: " + new Circle(1.5).equals(new Circle(1.5)));
        String text = """
            text block %d
            """.formatted(42);
        System.out.print(text);
    }
}
