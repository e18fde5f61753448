package site.jt.host;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import org.objectweb.asm.ClassReader;
import org.objectweb.asm.ClassWriter;
import org.objectweb.asm.Opcodes;
import org.objectweb.asm.commons.ClassRemapper;
import org.objectweb.asm.commons.Remapper;
import org.objectweb.asm.tree.AnnotationNode;
import org.objectweb.asm.tree.ClassNode;
import org.objectweb.asm.tree.FieldNode;

/**
 * platform.zip's classes: java.base's API as TeaVM's class library implements it, for javac to
 * compile against. TeaVM's org.teavm.classlib.java.x.TName classes renamed to java.x.Name, only
 * public and protected members, no code, and a module-info for java.base. So javac rejects what
 * TeaVM cannot link, with javac's own words.
 */
final class PlatformApi {
    private static final String CLASSLIB = "org/teavm/classlib/java/";
    private static final Remapper REMAPPER = new Remapper(Opcodes.ASM9) {
        @Override
        public String map(String internalName) {
            return rename(internalName);
        }
    };

    private PlatformApi() {
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

    static void toPlatform(String path, byte[] bytes, Map<String, byte[]> platform) {
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
        // TAnnotation extends the JDK's Annotation, which is itself once renamed: a class that is its
        // own supertype sends javac's Types.rank into endless recursion (a stack overflow on any lub
        // that reaches it, e.g. try/finally with a return in finally).
        node.interfaces.removeIf(i -> rename(i).equals(name));
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
    static byte[] javaBaseModule(Map<String, byte[]> platform) {
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
}
