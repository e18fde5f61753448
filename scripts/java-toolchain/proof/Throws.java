import java.util.List;

public class Throws {
    static int third(List<Integer> values) {
        return values.get(2);
    }

    public static void main(String[] args) {
        System.out.println("before");
        System.out.println(third(List.of(1, 2)));
    }
}
