package site.jt;

import java.io.IOException;
import org.teavm.jso.JSExport;
import org.teavm.jso.typedarrays.Int8Array;

/** What the page's worker calls (exports of the WebAssembly module); the work is in Core. */
public final class Toolchain {
    private Toolchain() {
    }

    public static void main(String[] args) {
    }

    @JSExport
    public static int setPlatform(Int8Array zip) throws IOException {
        return Core.setPlatform(zip.copyToJavaArray());
    }

    @JSExport
    public static int setClasslib(Int8Array zip) throws IOException {
        return Core.setClasslib(zip.copyToJavaArray());
    }

    @JSExport
    public static String compile(String path, String source) {
        return Core.compile(path, source);
    }

    @JSExport
    public static int errorCount() {
        return Core.errorCount();
    }

    @JSExport
    public static String classNames() {
        return Core.classNames();
    }

    /** The class a Run starts after compile(): see Core.mainClass(). */
    @JSExport
    public static String mainClass() {
        return Core.mainClass();
    }

    /** mainClass "" (or null): the class mainClass() names. */
    @JSExport
    public static String translate(String mainClass) {
        return Core.translate(mainClass);
    }

    /** The learner's frames by module address for the last program (Core.stackTable()). */
    @JSExport
    public static String stackTable() {
        return Core.stackTable();
    }

    @JSExport
    public static Int8Array wasm() {
        var bytes = Core.wasm();
        return bytes == null ? null : Int8Array.copyFromJavaArray(bytes);
    }
}
