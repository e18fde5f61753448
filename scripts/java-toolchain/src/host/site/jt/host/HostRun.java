package site.jt.host;

import java.nio.file.Files;
import java.nio.file.Path;
import site.jt.Core;

/**
 * The page's toolchain code (site.jt.Core) run on the JVM, on the same archives: a quick check of
 * the glue before the long build that compiles it to WebAssembly.
 * Usage: HostRun <dir with platform.zip and classlib.zip> <Main.java> <out.wasm> (and out.wasm.frames)
 */
public final class HostRun {
    public static void main(String[] args) throws Exception {
        var dir = Path.of(args[0]);
        var source = Path.of(args[1]);
        long t0 = System.nanoTime();
        Core.setPlatform(Files.readAllBytes(dir.resolve("platform.zip")));
        Core.setClasslib(Files.readAllBytes(dir.resolve("classlib.zip")));
        long t1 = System.nanoTime();
        var name = source.getFileName().toString();
        System.out.print(Core.compile(name, Files.readString(source)));
        long t2 = System.nanoTime();
        System.out.println("javac: " + Core.errorCount() + " errors, " + (t2 - t1) / 1_000_000 + " ms; classes: "
                + Core.classNames().replace('\n', ' '));
        if (Core.errorCount() > 0) {
            System.exit(1);
        }
        System.out.println("main class: " + Core.mainClass());
        System.out.print(Core.translate(""));
        long t3 = System.nanoTime();
        System.out.println("teavm: " + Core.errorCount() + " errors, " + (t3 - t2) / 1_000_000 + " ms (load "
                + (t1 - t0) / 1_000_000 + " ms)");
        if (Core.wasm() != null) {
            Files.write(Path.of(args[2]), Core.wasm());
            // The learner's frames by address (what the program worker gets beside the module).
            Files.writeString(Path.of(args[2] + ".frames"), Core.stackTable());
        }
        // A second run, as after an edit: the class library is parsed already.
        long t4 = System.nanoTime();
        Core.compile(name, Files.readString(source));
        Core.translate("");
        System.out.println("second run: " + (System.nanoTime() - t4) / 1_000_000 + " ms");
    }
}
