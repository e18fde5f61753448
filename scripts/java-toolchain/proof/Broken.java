public class Broken {
    public static void main(String[] args) {
        int count = "three";
        System.out.println(count + missing);
    }
}
