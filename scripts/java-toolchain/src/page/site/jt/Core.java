package site.jt;

import com.sun.tools.javac.util.Context;
import com.sun.tools.javac.util.Log;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import javax.tools.JavaFileManager;
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
     * Compiles one source file. Returns what javac's command line prints for it: each diagnostic
     * ("Main.java:3: error: ...", the source line, a caret, details) and the count ("2 errors");
     * errorCount() says whether it failed.
     */
    public static String compile(String path, String source) {
        CLASSES.clear();
        var sources = new LinkedHashMap<String, MemFile>();
        sources.put(path, new MemFile(path, source.getBytes(StandardCharsets.UTF_8), false));
        var report = new StringWriter();
        var output = new LinkedHashMap<String, MemFile>();
        errors = javac(sources, output, report);
        for (var file : output.values()) {
            if (file.path.endsWith(".class")) {
                CLASSES.put(file.path, file.bytes);
            }
        }
        return report.toString();
    }

    /** One javac run: sources in, class files into output (which is also the class path). */
    private static int javac(Map<String, MemFile> sources, Map<String, MemFile> output, StringWriter report) {
        if (System.getProperty("java.home") == null) {
            // javac reads it at start-up; in the page there is no JDK, only a name.
            System.setProperty("java.home", "/jdk");
        }
        var context = new Context();
        context.put(JavaFileManager.class, new MemFileManager(sources, PLATFORM, output));
        var out = new PrintWriter(report);
        // As javac's command line: its log prints (JavaCompiler installs the formatter that
        // says String, not java.lang.String).
        var log = Log.instance(context);
        log.setWriters(out);
        int count;
        try {
            new PageJavac(context).run(sources.values());
            count = log.nerrors;
            if (count > 0) {
                out.println(count == 1 ? "1 error" : count + " errors");
            }
        } catch (Throwable e) {
            count = Math.max(1, log.nerrors);
            out.println("javac failed: " + e);
            if (Boolean.getBoolean("jt.trace")) {
                e.printStackTrace();
            }
        }
        out.flush();
        return count;
    }

    /**
     * The program's entry: a class compiled beside it that calls its main and, when main throws,
     * prints what the JDK's launcher prints (Exception in thread "main" ..., then the frames
     * TeaVM knows) to standard error before it lets the exception end the run.
     */
    private static final String LAUNCHER = "JtLaunch";

    private static final String LAUNCHER_SOURCE = """
            final class JtLaunch {
                public static void main(String[] args) throws Throwable {
                    try {
                        MAIN.main(args);
                    } catch (Throwable e) {
                        System.out.flush();
                        System.err.println("Exception in thread \\"main\\" " + e);
                        for (var frame : e.getStackTrace()) {
                            // Without debug information TeaVM names no real frame.
                            if (!frame.getClassName().contains("FakeClass")) {
                                System.err.println("\\tat " + frame);
                            }
                        }
                        System.err.flush();
                        throw e;
                    }
                }
            }
            """;

    /** Compiles the launcher for mainClass into the program's classes; its errors, or null. */
    private static String launcher(String mainClass) {
        var sources = new LinkedHashMap<String, MemFile>();
        var text = LAUNCHER_SOURCE.replace("MAIN", mainClass);
        sources.put(LAUNCHER + ".java", new MemFile(LAUNCHER + ".java", text.getBytes(StandardCharsets.UTF_8),
                false));
        var output = new LinkedHashMap<String, MemFile>();
        for (var e : CLASSES.entrySet()) {
            output.put(e.getKey(), new MemFile(e.getKey(), e.getValue(), false));
        }
        var report = new StringWriter();
        if (javac(sources, output, report) > 0) {
            return report.toString();
        }
        var launch = output.get(LAUNCHER + ".class");
        CLASSES.put(launch.path, launch.bytes);
        return null;
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
        var launchFailed = launcher(mainClass);
        if (launchFailed != null) {
            errors = 1;
            return launchFailed;
        }
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
        vm.setEntryPoint(LAUNCHER);
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
