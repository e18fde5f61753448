package site.jt.host;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Map;
import java.util.TreeMap;
import java.util.zip.ZipEntry;
import java.util.zip.ZipInputStream;
import java.util.zip.ZipOutputStream;

/**
 * Builds the two class archives the page's toolchain reads (run on the JVM by build.sh):
 *   platform.zip  java.base's API as TeaVM's class library implements it, for javac (PlatformApi),
 *                 plus the API stubs of src/sdk;
 *   classlib.zip  the class files TeaVM links a program against (its class library, JSO, the
 *                 runtime), with ClasslibPatches applied.
 * Usage: MakeArchives <out dir> <sdk stub classes dir> <jar>...
 */
public final class MakeArchives {
    private MakeArchives() {
    }

    public static void main(String[] args) throws IOException {
        var out = Path.of(args[0]);
        var stubs = Path.of(args[1]);
        var jars = new ArrayList<Path>();
        for (int i = 2; i < args.length; i++) {
            jars.add(Path.of(args[i]));
        }
        Files.createDirectories(out);
        var platform = new TreeMap<String, byte[]>();
        var runtime = new TreeMap<String, byte[]>();
        for (var jar : jars) {
            var name = jar.getFileName().toString();
            forEachEntry(Files.readAllBytes(jar), (path, bytes) -> {
                if (name.startsWith("teavm-classlib")) {
                    PlatformApi.toPlatform(path, bytes, platform);
                }
                if (keepForRuntime(name, path)) {
                    runtime.put(path, ClasslibPatches.apply(path, bytes));
                }
            });
        }
        try (var walk = Files.walk(stubs)) {
            for (var file : walk.filter(f -> f.toString().endsWith(".class")).toList()) {
                PlatformApi.toPlatform(stubs.relativize(file).toString().replace('\\', '/'), Files.readAllBytes(file), platform);
            }
        }
        platform.put("module-info.class", PlatformApi.javaBaseModule(platform));
        write(out.resolve("platform.zip"), platform);
        write(out.resolve("classlib.zip"), runtime);
        System.out.println("platform.zip: " + platform.size() + " classes; classlib.zip: " + runtime.size()
                + " entries");
    }

    interface EntrySink {
        void accept(String path, byte[] bytes) throws IOException;
    }

    static void forEachEntry(byte[] zip, EntrySink sink) throws IOException {
        try (var in = new ZipInputStream(new ByteArrayInputStream(zip))) {
            for (var e = in.getNextEntry(); e != null; e = in.getNextEntry()) {
                if (!e.isDirectory()) {
                    sink.accept(e.getName(), in.readAllBytes());
                }
            }
        }
    }

    private static boolean keepForRuntime(String jar, String path) {
        if (path.startsWith("META-INF/") || path.endsWith(".js")) {
            return false;
        }
        if (jar.startsWith("teavm-classlib") || jar.startsWith("teavm-jso") || jar.startsWith("teavm-interop")
                || jar.startsWith("teavm-platform") || jar.startsWith("jzlib")) {
            return true;
        }
        if (jar.startsWith("teavm-core")) {
            return path.startsWith("org/teavm/runtime/") || path.startsWith("org/teavm/backend/wasm/runtime/")
                    || path.startsWith("org/teavm/classlib/") || path.startsWith("org/teavm/interop/")
                    || path.matches("org/teavm/backend/wasm/Wasm(Runtime|Heap)[^/]*\\.class");
        }
        return false;
    }

    private static void write(Path file, Map<String, byte[]> entries) throws IOException {
        Files.write(file, zipBytes(entries));
    }

    static byte[] zipBytes(Map<String, byte[]> entries) throws IOException {
        var bytes = new ByteArrayOutputStream();
        try (var zip = new ZipOutputStream(bytes)) {
            for (var e : entries.entrySet()) {
                var entry = new ZipEntry(e.getKey());
                entry.setTime(0); // the same input gives the same bytes
                zip.putNextEntry(entry);
                zip.write(e.getValue());
                zip.closeEntry();
            }
        }
        return bytes.toByteArray();
    }
}