package site.jt.host;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.zip.ZipEntry;
import java.util.zip.ZipInputStream;
import java.util.zip.ZipOutputStream;
import org.objectweb.asm.ClassReader;
import org.objectweb.asm.ClassWriter;
import org.objectweb.asm.Opcodes;
import org.objectweb.asm.commons.ClassRemapper;
import org.objectweb.asm.commons.Remapper;
import org.objectweb.asm.tree.AnnotationNode;
import org.objectweb.asm.tree.ClassNode;
import org.objectweb.asm.tree.FieldNode;
import org.objectweb.asm.tree.FieldInsnNode;
import org.objectweb.asm.tree.InsnList;
import org.objectweb.asm.tree.InsnNode;
import org.objectweb.asm.tree.IntInsnNode;
import org.objectweb.asm.tree.JumpInsnNode;
import org.objectweb.asm.tree.LabelNode;
import org.objectweb.asm.tree.LdcInsnNode;
import org.objectweb.asm.tree.MethodInsnNode;
import org.objectweb.asm.tree.VarInsnNode;

/**
 * Builds the two class archives the page's toolchain reads (run on the JVM by build.sh):
 *   platform.zip  java.base's API as TeaVM's class library implements it, for javac to compile
 *                 against: TeaVM's org.teavm.classlib.java.x.TName classes renamed to java.x.Name,
 *                 only public and protected members, no code, and a module-info for java.base.
 *                 So javac rejects what TeaVM cannot link, with javac's own words.
 *   classlib.zip  the class files TeaVM links a program against (its class library, JSO, the
 *                 runtime), with the locale data cut to English.
 * Usage: MakeArchives <out dir> <sdk stub classes dir> <jar>...
 */
public final class MakeArchives {
    private static final String CLASSLIB = "org/teavm/classlib/java/";
    private static final Remapper REMAPPER = new Remapper(Opcodes.ASM9) {
        @Override
        public String map(String internalName) {
            return rename(internalName);
        }
    };

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
                    toPlatform(path, bytes, platform);
                }
                if (keepForRuntime(name, path)) {
                    if (path.endsWith("cldr-json.zip")) {
                        bytes = englishOnly(bytes);
                    } else if (path.equals(FORMAT_WRITER + ".class")) {
                        bytes = withLineSeparatorConversion(bytes);
                    }
                    runtime.put(path, bytes);
                }
            });
        }
        try (var walk = Files.walk(stubs)) {
            for (var file : walk.filter(f -> f.toString().endsWith(".class")).toList()) {
                toPlatform(stubs.relativize(file).toString().replace('\\', '/'), Files.readAllBytes(file), platform);
            }
        }
        platform.put("module-info.class", javaBaseModule(platform));
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

    private static final String FORMAT_WRITER = "org/teavm/classlib/java/util/TFormatter$FormatWriter";

    /**
     * TeaVM 0.16.0's Formatter has no %n (it throws UnknownFormatConversionException), which the
     * examples use. Its write() loop parses each specifier, then formats it; this inserts, right
     * after the parse, "if the conversion is 'n', append a line separator and go on", before any
     * argument is taken. The line separator is "\n", as the checks' JDK on Linux prints.
     */
    static byte[] withLineSeparatorConversion(byte[] bytes) {
        var node = new ClassNode();
        new ClassReader(bytes).accept(node, 0);
        var write = node.methods.stream().filter(m -> m.name.equals("write") && m.desc.equals("()V")).findFirst()
                .orElseThrow(() -> new IllegalStateException("TFormatter$FormatWriter.write() not found"));
        LabelNode loop = null;
        org.objectweb.asm.tree.AbstractInsnNode parsed = null;
        for (var insn : write.instructions) {
            if (insn instanceof JumpInsnNode jump && jump.getOpcode() == Opcodes.GOTO) {
                loop = jump.label;
            }
            if (insn instanceof MethodInsnNode call && call.name.equals("parseFormatSpecifier")
                    && call.getNext() instanceof VarInsnNode store && store.getOpcode() == Opcodes.ISTORE) {
                parsed = store;
            }
        }
        if (loop == null || parsed == null) {
            throw new IllegalStateException("TFormatter$FormatWriter.write() is not shaped as expected");
        }
        var other = new LabelNode();
        var patch = new InsnList();
        patch.add(new VarInsnNode(Opcodes.ILOAD, ((VarInsnNode) parsed).var));
        patch.add(new IntInsnNode(Opcodes.BIPUSH, 'n'));
        patch.add(new JumpInsnNode(Opcodes.IF_ICMPNE, other));
        patch.add(new VarInsnNode(Opcodes.ALOAD, 0));
        patch.add(new FieldInsnNode(Opcodes.GETFIELD, FORMAT_WRITER, "out", "Ljava/lang/Appendable;"));
        patch.add(new LdcInsnNode("\n"));
        patch.add(new MethodInsnNode(Opcodes.INVOKEINTERFACE, "java/lang/Appendable", "append",
                "(Ljava/lang/CharSequence;)Ljava/lang/Appendable;", true));
        patch.add(new InsnNode(Opcodes.POP));
        patch.add(new JumpInsnNode(Opcodes.GOTO, loop));
        patch.add(other);
        write.instructions.insert(parsed, patch);
        // Frames recomputed; the merge points here hold only this class, ints and Object.
        var writer = new ClassWriter(ClassWriter.COMPUTE_FRAMES) {
            @Override
            protected String getCommonSuperClass(String a, String b) {
                return "java/lang/Object";
            }
        };
        node.accept(writer);
        return writer.toByteArray();
    }

    /** CLDR data for English and the supplemental tables only: the learner's locale is en. */
    private static byte[] englishOnly(byte[] zip) throws IOException {
        var kept = new TreeMap<String, byte[]>();
        forEachEntry(zip, (path, bytes) -> {
            if (path.startsWith("en/") || path.startsWith("supplemental/")) {
                kept.put(path, bytes);
            }
        });
        return zipBytes(kept);
    }

    /** TName in TeaVM's class library is java's Name; other classes there are TeaVM's own. */
    static String rename(String internalName) {
        if (!internalName.startsWith(CLASSLIB)) {
            return internalName;
        }
        int slash = internalName.lastIndexOf('/');
        if (slash + 2 >= internalName.length() || internalName.charAt(slash + 1) != 'T'
                || !Character.isUpperCase(internalName.charAt(slash + 2))) {
            return internalName;
        }
        return "java/" + internalName.substring(CLASSLIB.length(), slash + 1) + internalName.substring(slash + 2);
    }

    private static void toPlatform(String path, byte[] bytes, Map<String, byte[]> platform) {
        if (!path.startsWith(CLASSLIB) || !path.endsWith(".class")) {
            return;
        }
        var node = new ClassNode();
        new ClassReader(bytes).accept(node, ClassReader.SKIP_CODE | ClassReader.SKIP_DEBUG | ClassReader.SKIP_FRAMES);
        var name = rename(node.name);
        var pkg = name.substring(0, name.lastIndexOf('/'));
        // TeaVM's implementation packages (streams, charsets) are not API.
        if (!name.startsWith("java/") || pkg.endsWith("impl") || pkg.contains("/impl/")) {
            return;
        }
        if ((node.access & Opcodes.ACC_PRIVATE) != 0) {
            return;
        }
        var superclass = stringValue(node.visibleAnnotations, "Lorg/teavm/interop/Superclass;");
        if (superclass != null) {
            node.superName = superclass.replace('.', '/');
        }
        if (name.equals("java/lang/Object")) {
            node.superName = null;
        }
        node.fields.removeIf(f -> !visible(f.access));
        node.methods.removeIf(m -> !visible(m.access));
        for (var method : new ArrayList<>(node.methods)) {
            var renamed = stringValue(method.visibleAnnotations, "Lorg/teavm/interop/Rename;");
            // TeaVM renames its own constructor away (its runtime builds objects differently);
            // for javac a constructor stays a constructor.
            if (renamed != null && !method.name.equals("<init>")) {
                method.name = renamed;
            }
            method.visibleAnnotations = javaOnly(method.visibleAnnotations);
            method.invisibleAnnotations = null;
            // TeaVM has System.out, err and in as methods; the Java API has them as fields.
            if (name.equals("java/lang/System") && method.desc.startsWith("()")
                    && List.of("out", "err", "in").contains(method.name)) {
                node.methods.remove(method);
                node.fields.add(new FieldNode(Opcodes.ACC_PUBLIC | Opcodes.ACC_STATIC | Opcodes.ACC_FINAL,
                        method.name, method.desc.substring(2), null, null));
            }
        }
        // A renamed method can land on one that exists already (TObject's equals0 is equals):
        // javac would call the two ambiguous. The first stays.
        var seen = new java.util.HashSet<String>();
        node.methods.removeIf(m -> !seen.add(m.name + REMAPPER.mapMethodDesc(m.desc)));
        for (var field : node.fields) {
            field.visibleAnnotations = javaOnly(field.visibleAnnotations);
            field.invisibleAnnotations = null;
        }
        node.visibleAnnotations = javaOnly(node.visibleAnnotations);
        node.invisibleAnnotations = null;
        node.innerClasses.removeIf(inner -> !rename(inner.name).startsWith("java/"));
        var writer = new ClassWriter(0);
        node.accept(new ClassRemapper(writer, REMAPPER));
        platform.put(name + ".class", writer.toByteArray());
    }

    private static boolean visible(int access) {
        return (access & (Opcodes.ACC_PUBLIC | Opcodes.ACC_PROTECTED)) != 0;
    }

    private static List<AnnotationNode> javaOnly(List<AnnotationNode> annotations) {
        if (annotations == null) {
            return null;
        }
        var kept = new ArrayList<AnnotationNode>();
        for (var a : annotations) {
            if (rename(a.desc.substring(1, a.desc.length() - 1)).startsWith("java/")) {
                kept.add(a);
            }
        }
        return kept;
    }

    private static String stringValue(List<AnnotationNode> annotations, String desc) {
        if (annotations == null) {
            return null;
        }
        for (var a : annotations) {
            if (a.desc.equals(desc) && a.values != null) {
                for (int i = 0; i + 1 < a.values.size(); i += 2) {
                    if ("value".equals(a.values.get(i))) {
                        return (String) a.values.get(i + 1);
                    }
                }
            }
        }
        return null;
    }

    /** module java.base exporting every package of the platform archive. */
    private static byte[] javaBaseModule(Map<String, byte[]> platform) {
        var packages = new TreeSet<String>();
        for (var path : platform.keySet()) {
            packages.add(path.substring(0, path.lastIndexOf('/')));
        }
        var writer = new ClassWriter(0);
        writer.visit(Opcodes.V25, Opcodes.ACC_MODULE, "module-info", null, null, null);
        var module = writer.visitModule("java.base", 0, null);
        for (var pkg : packages) {
            module.visitPackage(pkg);
            module.visitExport(pkg, 0);
        }
        module.visitEnd();
        writer.visitEnd();
        return writer.toByteArray();
    }

    private static void write(Path file, Map<String, byte[]> entries) throws IOException {
        Files.write(file, zipBytes(entries));
    }

    private static byte[] zipBytes(Map<String, byte[]> entries) throws IOException {
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
