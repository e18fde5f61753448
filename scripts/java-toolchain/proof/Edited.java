import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Collectors;
import java.util.stream.Stream;

public class Edited {
    record Person(String name, int age) {}

    public static void main(String[] args) {
        Map<Integer, String> byAge = Stream.of(new Person("Ana", 31), new Person("Bo", 25), new Person("Cy", 31))
            .collect(Collectors.groupingBy(Person::age, TreeMap::new,
                Collectors.mapping(Person::name, Collectors.joining(", "))));
        byAge.forEach((age, names) -> System.out.printf("%3d: %s%n", age, names));
        var sb = new StringBuilder();
        for (int i = 0; i < 5; i++) sb.append(i).append(i < 4 ? "," : "");
        System.out.println(sb.reverse());
    }
}
