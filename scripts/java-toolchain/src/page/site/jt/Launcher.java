package site.jt;

import java.util.Map;
import org.teavm.asm.ClassReader;
import org.teavm.asm.Opcodes;
import org.teavm.asm.tree.ClassNode;

/**
 * The program's entry, as the java launcher would find it. JDK 25 (JEP 512) launches a class
 * whose main is static or an instance method, with or without String[]: a compact source file
 * ({@code void main()} with no class around it) is an implicit class named after the file. TeaVM
 * wants one static main(String[]), so a small class compiled beside the program (JtLaunch) calls
 * the right one, and prints an uncaught exception as the JDK's launcher does.
 */
final class Launcher {
    static final String NAME = "JtLaunch";

    private static final String SOURCE = """
            final class JtLaunch {
                public static void main(String[] args) throws Throwable {
                    try {
                        CALL;
                    } catch (Throwable e) {
                        System.out.flush();
                        // As the JDK prints it. The frames are the program's only (the page's
                        // stack deobfuscator knows no others): no launcher, runtime or library.
                        System.err.println("Exception in thread \\"main\\" " + e);
                        var outer = frames(e, new StackTraceElement[0]);
                        for (var cause = e.getCause(); cause != null; cause = cause.getCause()) {
                            System.err.println("Caused by: " + cause);
                            outer = frames(cause, outer);
                        }
                        System.err.flush();
                        throw e;
                    }
                }

                // The "at" lines; a cause leaves out the frames it shares with the trace around it,
                // as "... n more", as the JDK does.
                private static StackTraceElement[] frames(Throwable e, StackTraceElement[] outer) {
                    // Without the page's stack deobfuscator TeaVM gives stand-in frames: none then.
                    // (a plain loop: a stream would link its library into every program).
                    var all = e.getStackTrace();
                    int count = 0;
                    for (var f : all) {
                        if (!f.getClassName().startsWith("java.lang.Throwable$")) {
                            count++;
                        }
                    }
                    var trace = new StackTraceElement[count];
                    count = 0;
                    for (var f : all) {
                        if (!f.getClassName().startsWith("java.lang.Throwable$")) {
                            trace[count++] = f;
                        }
                    }
                    int m = trace.length - 1;
                    for (int n = outer.length - 1; m >= 0 && n >= 0 && text(trace[m]).equals(text(outer[n])); n--) {
                        m--;
                    }
                    for (int i = 0; i <= m; i++) {
                        System.err.println("\\tat " + text(trace[i]));
                    }
                    if (m < trace.length - 1) {
                        System.err.println("\\t... " + (trace.length - 1 - m) + " more");
                    }
                    return trace;
                }

                private static String text(StackTraceElement f) {
                    return f.getClassName() + "." + f.getMethodName() + "(" + f.getFileName() + ":"
                            + f.getLineNumber() + ")";
                }

                // Called before every array access of the program (ProgramChecks): the JDK's exception
                // and message, where TeaVM's own check has no message (or, for a constant index,
                // none at all).
                static void checkIndex(int index, int length) {
                    if (index < 0 || index >= length) {
                        throw new ArrayIndexOutOfBoundsException("Index " + index
                                + " out of bounds for length " + length);
                    }
                }

                // Called before every int or long division and remainder (ProgramChecks).
                static void checkDivisor(int divisor) {
                    if (divisor == 0) {
                        throw new ArithmeticException("/ by zero");
                    }
                }

                static void checkDivisor(long divisor) {
                    if (divisor == 0) {
                        throw new ArithmeticException("/ by zero");
                    }
                }
            }
            """;

    private Launcher() {
    }

    /** How the launcher calls a class's main, or null when it has none it can launch. */
    static String call(String binaryName, byte[] classFile) {
        var node = new ClassNode();
        new ClassReader(classFile).accept(node, ClassReader.SKIP_CODE | ClassReader.SKIP_DEBUG);
        String withArgs = null;
        String noArgs = null;
        boolean constructor = (node.access & (Opcodes.ACC_ABSTRACT | Opcodes.ACC_INTERFACE)) == 0
                && node.methods.stream().anyMatch(m -> m.name.equals("<init>") && m.desc.equals("()V")
                        && (m.access & Opcodes.ACC_PRIVATE) == 0);
        var source = binaryName.replace('/', '.').replace('$', '.');
        for (var m : node.methods) {
            if (!m.name.equals("main") || (m.access & Opcodes.ACC_PRIVATE) != 0) {
                continue;
            }
            boolean isStatic = (m.access & Opcodes.ACC_STATIC) != 0;
            if (!isStatic && !constructor) {
                continue;
            }
            var target = isStatic ? source : "new " + source + "()";
            if (m.desc.equals("([Ljava/lang/String;)V")) {
                withArgs = target + ".main(args)";
            } else if (m.desc.equals("()V")) {
                noArgs = target + ".main()";
            }
        }
        // JEP 512: main(String[]) first, then main().
        return withArgs != null ? withArgs : noArgs;
    }

    /**
     * The class the launcher starts among the compiled ones: the class named after the source file
     * when it has a main (as `java File.java` does), else the first that has one. Null if none.
     */
    static String find(String fileName, Map<String, byte[]> classes) {
        var named = fileName.endsWith(".java") ? fileName.substring(0, fileName.length() - 5) : fileName;
        var bytes = classes.get(named + ".class");
        if (bytes != null && call(named, bytes) != null) {
            return named;
        }
        for (var e : classes.entrySet()) {
            var name = e.getKey().substring(0, e.getKey().length() - ".class".length());
            if (call(name, e.getValue()) != null) {
                return name.replace('/', '.');
            }
        }
        return null;
    }

    /** The launcher's source for mainClass (a binary name), or null when it has no main. */
    static String source(String mainClass, Map<String, byte[]> classes) {
        var bytes = classes.get(mainClass.replace('.', '/') + ".class");
        var call = bytes == null ? null : call(mainClass.replace('.', '/'), bytes);
        return call == null ? null : SOURCE.replace("CALL", call);
    }
}
