package site.jt;

import com.sun.tools.javac.util.Context;
import com.sun.tools.javac.util.Log;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import javax.tools.JavaFileManager;
import java.util.zip.ZipInputStream;
import org.teavm.backend.wasm.WasmDebugInfoLevel;
import org.teavm.backend.wasm.WasmDebugInfoLocation;
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
    private static String sourceName = "Main.java";
    private static String stackTable = "";
    private static Set<String> programClasses = Set.of();

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
        sourceName = path;
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

    /** Compiles the launcher for mainClass into the program's classes; its errors, or null. */
    private static String launcher(String mainClass) {
        var text = Launcher.source(mainClass, CLASSES);
        if (text == null) {
            // The java launcher's words (JDK 25).
            return "error: can't find main(String[]) or main() method in class: " + mainClass + "\n";
        }
        var sources = new LinkedHashMap<String, MemFile>();
        var file = Launcher.NAME + ".java";
        sources.put(file, new MemFile(file, text.getBytes(StandardCharsets.UTF_8), false));
        var output = new LinkedHashMap<String, MemFile>();
        for (var e : CLASSES.entrySet()) {
            output.put(e.getKey(), new MemFile(e.getKey(), e.getValue(), false));
        }
        var report = new StringWriter();
        if (javac(sources, output, report) > 0) {
            return report.toString();
        }
        var launch = output.get(Launcher.NAME + ".class");
        CLASSES.put(launch.path, launch.bytes);
        return null;
    }

    /**
     * The class whose main a Run starts, as the java launcher picks it for the last compiled file
     * (the class named after the file, else the first with a main; static or instance, JEP 512);
     * "" when none has one.
     */
    public static String mainClass() {
        var found = Launcher.find(sourceName, CLASSES);
        return found == null ? "" : found;
    }

    public static int errorCount() {
        return errors;
    }

    public static String classNames() {
        return String.join("\n", CLASSES.keySet());
    }

    /**
     * TeaVM: the compiled classes plus the class library into app.wasm. Returns its problems.
     * mainClass null or "" starts the class mainClass() names.
     */
    public static String translate(String mainClass) {
        errors = 0;
        OUTPUT.clear();
        stackTable = "";
        CLASSES.remove(Launcher.NAME + ".class");
        if (mainClass == null || mainClass.isEmpty()) {
            mainClass = mainClass();
            if (mainClass.isEmpty()) {
                errors = 1;
                return "error: no class in " + sourceName + " has a main method\n";
            }
        }
        programClasses = new HashSet<String>();
        for (var path : CLASSES.keySet()) {
            programClasses.add(path.substring(0, path.length() - ".class".length()).replace('/', '.'));
        }
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
        target.setStrict(!Boolean.getBoolean("jt.lax"));
        // Line numbers for the learner's frames in a stack trace (stackTable()). EXTERNAL: into a
        // file of its own (app.wasm.teadbg), so the program module does not grow.
        target.setDebugInfo(true);
        target.setDebugInfoLevel(WasmDebugInfoLevel.DEOBFUSCATION);
        target.setDebugInfoLocation(WasmDebugInfoLocation.EXTERNAL);
        var vm = new TeaVMBuilder(target)
                .setClassSource(new CompositeClassHolderSource(List.of(userSource, classlibSource)))
                .setResourceProvider(resources)
                .setReferenceCache(referenceCache)
                .setObfuscated(true)
                .setStrict(true)
                .build();
        // ADVANCED, not SIMPLE: at SIMPLE, TeaVM 0.16.0 runs the finally handler of
        // `int x = 1; try { return x; } finally { x = 99; }` on the normal path and throws null.
        vm.setOptimizationLevel(TeaVMOptimizationLevel.valueOf(System.getProperty("jt.level", "ADVANCED")));
        new JSOPlugin().install(vm);
        new PlatformPlugin().install(vm);
        new JCLPlugin().install(vm);
        vm.add(new ProgramChecks(programClasses));
        vm.setEntryPoint(Launcher.NAME);
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

    /**
     * The learner's frames by module address for the last translated program (StackTable), made on
     * first use; "" when there is no program or no debug information.
     */
    public static String stackTable() {
        var wasm = wasm();
        var debug = OUTPUT.getContent("app.wasm.teadbg");
        if (stackTable.isEmpty() && wasm != null && debug != null) {
            try {
                stackTable = StackTable.build(wasm, debug, programClasses);
            } catch (RuntimeException e) {
                // Frames are a help, not the program: without them the trace has its first line.
                stackTable = "";
            }
        }
        return stackTable;
    }

    private static DefaultSubstituteClassNameMapping mapping() {
        return DefaultSubstituteClassNameMapping.createWithPolicies(List.of(new ClasslibSubstitutionPolicy()));
    }
}
