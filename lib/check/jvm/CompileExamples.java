import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.logging.Handler;
import java.util.logging.Level;
import java.util.logging.LogRecord;
import java.util.logging.Logger;
import java.util.stream.Stream;
import javax.tools.Diagnostic;
import javax.tools.DiagnosticCollector;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileObject;
import javax.tools.StandardJavaFileManager;
import javax.tools.ToolProvider;
import org.apache.jasper.JspC;

/**
 * Compiles many Spring and Jakarta examples in one JVM (lib/check/spring.ts): a JVM and a warm
 * javac cost seconds, one more compilation task milliseconds. Each argument is an example's
 * folder: `src/` holds its Java files, `webapp/` its JSP pages. Pages are translated by Tomcat's
 * Jasper (JspC) into servlets first, which javac then compiles with the rest. Classes go to
 * `classes/`; `errors.txt` is left empty when everything compiled, else it says what failed.
 * A folder's `classpath.txt`, when present, names more class folders to compile against.
 * The classpath is this JVM's own (the jars of .runtimes/jvm/lib).
 */
public class CompileExamples {
    /** Held so the setting outlives garbage collection; Jasper's INFO lines say nothing here. */
    static final Logger TOMCAT = Logger.getLogger("org.apache");

    /** Jasper logs why a page failed and throws only a count: the log is where the reason is. */
    static final List<String> JASPER_ERRORS = new ArrayList<>();

    public static void main(String[] args) throws IOException {
        TOMCAT.setLevel(Level.WARNING);
        TOMCAT.setUseParentHandlers(false);
        TOMCAT.addHandler(new Handler() {
            @Override public void publish(LogRecord record) {
                if (record.getLevel().intValue() < Level.SEVERE.intValue()) return;
                Throwable cause = record.getThrown();
                while (cause != null && cause.getCause() != null) cause = cause.getCause();
                synchronized (JASPER_ERRORS) {
                    JASPER_ERRORS.add(cause != null ? String.valueOf(cause.getMessage()) : record.getMessage());
                }
            }
            @Override public void flush() {}
            @Override public void close() {}
        });
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        String classpath = System.getProperty("java.class.path");
        try (StandardJavaFileManager files = javac.getStandardFileManager(null, Locale.ROOT, StandardCharsets.UTF_8)) {
            for (String arg : args) {
                Path dir = Path.of(arg);
                StringBuilder errors = new StringBuilder();
                synchronized (JASPER_ERRORS) { JASPER_ERRORS.clear(); }
                try {
                    compile(dir, javac, files, classpath, errors);
                } catch (Exception e) {
                    // One example's failure (a page Jasper rejects) must not stop the others.
                    synchronized (JASPER_ERRORS) {
                        if (!JASPER_ERRORS.isEmpty()) errors.append("Jasper: ").append(String.join("\n", JASPER_ERRORS));
                    }
                    if (errors.isEmpty()) errors.append(e);
                }
                Files.writeString(dir.resolve("errors.txt"), errors.toString());
            }
        }
    }

    static void compile(Path dir, JavaCompiler javac, StandardJavaFileManager files, String classpath,
                        StringBuilder errors) throws Exception {
        Path classes = Files.createDirectories(dir.resolve("classes"));
        List<Path> sources = new ArrayList<>(javaFiles(dir.resolve("src")));
        Path webapp = dir.resolve("webapp");
        if (Files.isDirectory(webapp)) {
            Path generated = dir.resolve("generated");
            JspC jspc = new JspC();
            jspc.setUriroot(webapp.toString());
            jspc.setOutputDir(generated.toString());
            jspc.setClassPath(classpath);
            jspc.setCompile(false); // javac below compiles the servlets with the same options
            jspc.setFailOnError(true);
            jspc.setValidateTld(false);
            jspc.setJspFiles(String.join(",", pages(webapp)));
            jspc.execute();
            sources.addAll(javaFiles(generated));
        }
        if (sources.isEmpty()) {
            errors.append("nothing to compile");
            return;
        }
        // A guide's blocks also see its stand-ins (compiled earlier in this run): classpath.txt.
        Path extra = dir.resolve("classpath.txt");
        String cp = Files.exists(extra) ? Files.readString(extra).trim() + java.io.File.pathSeparator + classpath : classpath;
        DiagnosticCollector<JavaFileObject> diagnostics = new DiagnosticCollector<>();
        List<String> options = List.of("--release", "25", "-proc:none", "-Xlint:none", "-encoding", "UTF-8",
                "-parameters", "-cp", cp, "-d", classes.toString());
        boolean ok = javac.getTask(null, files, diagnostics, options, null, files.getJavaFileObjectsFromPaths(sources)).call();
        for (Diagnostic<? extends JavaFileObject> d : diagnostics.getDiagnostics()) {
            if (d.getKind() != Diagnostic.Kind.ERROR) continue;
            String file = d.getSource() == null ? "" : Path.of(d.getSource().toUri()).getFileName().toString();
            errors.append(file).append(':').append(d.getLineNumber()).append(": ")
                    .append(d.getMessage(Locale.ROOT));
            // A generated servlet's line numbers mean nothing to a reader: show the line itself.
            if (file.endsWith("_jsp.java")) errors.append(" [in: ").append(lineOf(d)).append(']');
            errors.append('\n');
        }
        if (!ok && errors.isEmpty()) errors.append("javac failed without an error message");
    }

    static List<Path> javaFiles(Path dir) throws IOException {
        if (!Files.isDirectory(dir)) return List.of();
        try (Stream<Path> walk = Files.walk(dir)) {
            return walk.filter(p -> p.toString().endsWith(".java")).sorted().toList();
        }
    }

    /** The pages to translate: every .jsp (fragments such as .jspf are included by them). */
    static List<String> pages(Path webapp) throws IOException {
        try (Stream<Path> walk = Files.walk(webapp)) {
            return walk.filter(p -> p.toString().endsWith(".jsp"))
                    .map(p -> webapp.relativize(p).toString().replace('\\', '/'))
                    .sorted().toList();
        }
    }

    static String lineOf(Diagnostic<? extends JavaFileObject> d) {
        try {
            return d.getSource().getCharContent(true).toString().lines()
                    .skip(d.getLineNumber() - 1).findFirst().orElse("").trim();
        } catch (IOException e) {
            return "?";
        }
    }
}
