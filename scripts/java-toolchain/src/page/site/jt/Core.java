package site.jt;

import com.sun.tools.javac.util.Context;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import javax.tools.Diagnostic;
import javax.tools.DiagnosticListener;
import javax.tools.JavaFileManager;
import javax.tools.JavaFileObject;
import java.util.zip.ZipInputStream;
import org.teavm.backend.wasm.WasmGCTarget;
import org.teavm.classlib.impl.ClasslibSubstitutionPolicy;
import org.teavm.classlib.impl.JCLPlugin;
import org.teavm.diagnostics.DefaultProblemTextConsumer;
import org.teavm.jso.impl.JSOPlugin;
import org.teavm.model.ClassHolderSource;
import org.teavm.model.ReferenceCache;
import org.teavm.parsing.ClasspathClassHolderSource;
import org.teavm.parsing.CompositeClassHolderSource;
import org.teavm.parsing.substitution.DefaultSubstituteClassNameMapping;
import org.teavm.platform.plugin.PlatformPlugin;
import org.teavm.vm.MemoryBuildTarget;
import org.teavm.vm.TeaVMBuilder;
import org.teavm.vm.TeaVMOptimizationLevel;

/**
 * The toolchain: javac turns a source into class files, TeaVM turns those into a WebAssembly
 * module. Plain Java so that it runs on the JVM too (a quick test of the same code); Toolchain is
 * its face to JavaScript. State lives in statics because the worker holds one toolchain.
 */
public final class Core {
    private static final Map<String, MemFile> PLATFORM = new HashMap<>();
    private static final Map<String, byte[]> CLASSLIB = new HashMap<>();
    private static final Map<String, byte[]> CLASSES = new LinkedHashMap<>();
    private static final MemoryBuildTarget OUTPUT = new MemoryBuildTarget();
    private static ClassHolderSource classlibSource;
    private static ReferenceCache referenceCache;
    private static int errors;

    private Core() {
    }

    /** The platform classes javac compiles against: a zip of java.base's API as TeaVM has it. */
    public static int setPlatform(byte[] zip) throws IOException {
        PLATFORM.clear();
        unzip(zip, (path, bytes) -> PLATFORM.put(path, new MemFile(path, bytes, true)));
        return PLATFORM.size();
    }

    /** TeaVM's class library (the implementation the compiled program links against), as a zip. */
    public static int setClasslib(byte[] zip) throws IOException {
        CLASSLIB.clear();
        unzip(zip, CLASSLIB::put);
        classlibSource = null;
        return CLASSLIB.size();
    }

    private interface Entry {
        void accept(String path, byte[] bytes);
    }

    private static void unzip(byte[] zip, Entry sink) throws IOException {
        try (var in = new ZipInputStream(new ByteArrayInputStream(zip))) {
            for (var e = in.getNextEntry(); e != null; e = in.getNextEntry()) {
                if (!e.isDirectory()) {
                    sink.accept(e.getName(), in.readAllBytes());
                }
            }
        }
    }

    /**
     * Compiles one source file. Returns javac's diagnostics as javac's command line words them
     * ("Main.java:3: error: ..."), one after another; errorCount() says whether it failed.
     */
    public static String compile(String path, String source) {
        if (System.getProperty("java.home") == null) {
            // javac reads it at start-up; in the page there is no JDK, only a name.
            System.setProperty("java.home", "/jdk");
        }
        CLASSES.clear();
        errors = 0;
        var report = new StringBuilder();
        var sources = new LinkedHashMap<String, MemFile>();
        sources.put(path, new MemFile(path, source.getBytes(StandardCharsets.UTF_8), false));
        var output = new LinkedHashMap<String, MemFile>();
        var context = new Context();
        DiagnosticListener<JavaFileObject> listener = d -> describe(d, source, report);
        context.put(DiagnosticListener.class, listener);
        context.put(JavaFileManager.class, new MemFileManager(sources, PLATFORM, output));
        try {
            new PageJavac(context).run(sources.values());
        } catch (Throwable e) {
            errors++;
            report.append("javac failed: ").append(e).append('\n');
            if (Boolean.getBoolean("jt.trace")) {
                e.printStackTrace();
            }
        }
        for (var file : output.values()) {
            if (file.path.endsWith(".class")) {
                CLASSES.put(file.path, file.bytes);
            }
        }
        return report.toString();
    }

    private static void describe(Diagnostic<? extends JavaFileObject> d, String source, StringBuilder out) {
        var kind = switch (d.getKind()) {
            case ERROR -> "error";
            case WARNING, MANDATORY_WARNING -> "warning";
            default -> "note";
        };
        if (d.getKind() == Diagnostic.Kind.ERROR) {
            errors++;
        }
        var file = d.getSource() == null ? null : d.getSource().getName();
        if (file != null && d.getLineNumber() > 0) {
            out.append(file).append(':').append(d.getLineNumber()).append(": ");
        }
        out.append(kind).append(": ").append(d.getMessage(Locale.ROOT)).append('\n');
        if (d.getLineNumber() > 0 && d.getColumnNumber() > 0) {
            var lines = source.split("\n", -1);
            var line = (int) d.getLineNumber() - 1;
            if (line < lines.length) {
                out.append(lines[line]).append('\n');
                out.append(" ".repeat((int) d.getColumnNumber() - 1)).append("^\n");
            }
        }
    }

    public static int errorCount() {
        return errors;
    }

    public static String classNames() {
        return String.join("\n", CLASSES.keySet());
    }

    /** TeaVM: the compiled classes plus the class library into app.wasm. Returns its problems. */
    public static String translate(String mainClass) {
        errors = 0;
        OUTPUT.clear();
        if (classlibSource == null) {
            // Parsed class library classes are kept from one Run to the next: most of TeaVM's work.
            referenceCache = new ReferenceCache();
            classlibSource = new ClasspathClassHolderSource(new MemResources(List.of(CLASSLIB)), referenceCache,
                    mapping());
        }
        var resources = new MemResources(List.of(CLASSES, CLASSLIB));
        var userSource = new ClasspathClassHolderSource(new MemResources(List.of(CLASSES)), referenceCache,
                mapping());
        var target = new WasmGCTarget();
        target.setObfuscated(true);
        // Null and bounds checks, so that a NullPointerException or an index out of bounds is a
        // Java exception a program can catch, not a WebAssembly trap.
        target.setStrict(true);
        var vm = new TeaVMBuilder(target)
                .setClassSource(new CompositeClassHolderSource(List.of(userSource, classlibSource)))
                .setResourceProvider(resources)
                .setReferenceCache(referenceCache)
                .setObfuscated(true)
                .setStrict(true)
                .build();
        vm.setOptimizationLevel(TeaVMOptimizationLevel.SIMPLE);
        new JSOPlugin().install(vm);
        new PlatformPlugin().install(vm);
        new JCLPlugin().install(vm);
        vm.setEntryPoint(mainClass);
        var report = new StringBuilder();
        try {
            vm.build(OUTPUT, "app");
        } catch (Throwable e) {
            errors++;
            report.append("TeaVM failed: ").append(e).append('\n');
            if (Boolean.getBoolean("jt.trace")) {
                e.printStackTrace();
            }
        }
        for (var problem : vm.getProblemProvider().getProblems()) {
            var text = new DefaultProblemTextConsumer();
            problem.render(text);
            report.append(problem.getSeverity()).append(": ").append(text.getText()).append('\n');
        }
        errors += vm.getProblemProvider().getSevereProblems().size();
        return report.toString();
    }

    public static byte[] wasm() {
        return OUTPUT.getContent("app.wasm");
    }

    private static DefaultSubstituteClassNameMapping mapping() {
        return DefaultSubstituteClassNameMapping.createWithPolicies(List.of(new ClasslibSubstitutionPolicy()));
    }
}
