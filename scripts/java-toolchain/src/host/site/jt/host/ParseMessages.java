package site.jt.host;

import org.objectweb.asm.ClassReader;
import org.objectweb.asm.ClassWriter;
import org.objectweb.asm.Label;
import org.objectweb.asm.Opcodes;
import org.objectweb.asm.Type;
import org.objectweb.asm.tree.ClassNode;
import org.objectweb.asm.tree.MethodNode;

/**
 * Integer.parseInt and Long.parseLong (and valueOf, which call them) in TeaVM 0.16.0 throw
 * NumberFormatException with TeaVM's own words ("String contains digits out of radix 10: 80a");
 * the JDK says {@code For input string: "80a"} (plus " under radix 16" for another radix), and
 * "Cannot parse null string: null" for null. The patch renames parseX(String, int) to
 * parseX$teavm and puts in its place a method that calls it and, when it throws, throws the JDK's
 * message instead:
 * <pre>
 *   static int parseInt(String s, int radix) {
 *       try { return parseInt$teavm(s, radix); }
 *       catch (NumberFormatException e) { throw new NumberFormatException(jt$message(s, radix)); }
 *   }
 * </pre>
 */
final class ParseMessages {
    private static final String NFE = "org/teavm/classlib/java/lang/TNumberFormatException";
    private static final String BUILDER = "java/lang/StringBuilder";

    private ParseMessages() {
    }

    /** name: parseInt or parseLong; result: I or J. */
    static byte[] patch(byte[] bytes, String name, String result) {
        var node = new ClassNode();
        new ClassReader(bytes).accept(node, 0);
        var desc = "(Ljava/lang/String;I)" + result;
        var original = node.methods.stream().filter(m -> m.name.equals(name) && m.desc.equals(desc)).findFirst()
                .orElseThrow(() -> new IllegalStateException(node.name + "." + name + desc + " not found"));
        original.name = name + "$teavm";
        original.access = (original.access & ~Opcodes.ACC_PUBLIC) | Opcodes.ACC_PRIVATE;
        node.methods.add(wrapper(node.name, name, desc, result));
        node.methods.add(message(node.name));
        var writer = new ClassWriter(ClassWriter.COMPUTE_FRAMES) {
            @Override
            protected String getCommonSuperClass(String a, String b) {
                return "java/lang/Object";
            }
        };
        node.accept(writer);
        return writer.toByteArray();
    }

    private static MethodNode wrapper(String owner, String name, String desc, String result) {
        var m = new MethodNode(Opcodes.ACC_PUBLIC | Opcodes.ACC_STATIC, name, desc, null, new String[] {NFE});
        var start = new Label();
        var end = new Label();
        var handler = new Label();
        m.visitCode();
        m.visitTryCatchBlock(start, end, handler, NFE);
        m.visitLabel(start);
        m.visitVarInsn(Opcodes.ALOAD, 0);
        m.visitVarInsn(Opcodes.ILOAD, 1);
        m.visitMethodInsn(Opcodes.INVOKESTATIC, owner, name + "$teavm", desc, false);
        m.visitLabel(end);
        m.visitInsn(Type.getType(result).getOpcode(Opcodes.IRETURN));
        m.visitLabel(handler);
        m.visitInsn(Opcodes.POP);
        m.visitTypeInsn(Opcodes.NEW, NFE);
        m.visitInsn(Opcodes.DUP);
        m.visitVarInsn(Opcodes.ALOAD, 0);
        m.visitVarInsn(Opcodes.ILOAD, 1);
        m.visitMethodInsn(Opcodes.INVOKESTATIC, owner, "jt$message", "(Ljava/lang/String;I)Ljava/lang/String;", false);
        m.visitMethodInsn(Opcodes.INVOKESPECIAL, NFE, "<init>", "(Ljava/lang/String;)V", false);
        m.visitInsn(Opcodes.ATHROW);
        m.visitMaxs(0, 0);
        m.visitEnd();
        return m;
    }

    /** The JDK's NumberFormatException.forInputString(s, radix), and its null case. */
    private static MethodNode message(String owner) {
        var m = new MethodNode(Opcodes.ACC_PRIVATE | Opcodes.ACC_STATIC, "jt$message",
                "(Ljava/lang/String;I)Ljava/lang/String;", null, null);
        var notNull = new Label();
        var decimal = new Label();
        m.visitCode();
        m.visitVarInsn(Opcodes.ALOAD, 0);
        m.visitJumpInsn(Opcodes.IFNONNULL, notNull);
        m.visitLdcInsn("Cannot parse null string: null");
        m.visitInsn(Opcodes.ARETURN);
        m.visitLabel(notNull);
        m.visitTypeInsn(Opcodes.NEW, BUILDER);
        m.visitInsn(Opcodes.DUP);
        m.visitLdcInsn("For input string: \"");
        m.visitMethodInsn(Opcodes.INVOKESPECIAL, BUILDER, "<init>", "(Ljava/lang/String;)V", false);
        m.visitVarInsn(Opcodes.ALOAD, 0);
        append(m, "Ljava/lang/String;");
        m.visitLdcInsn("\"");
        append(m, "Ljava/lang/String;");
        m.visitVarInsn(Opcodes.ILOAD, 1);
        m.visitIntInsn(Opcodes.BIPUSH, 10);
        m.visitJumpInsn(Opcodes.IF_ICMPEQ, decimal);
        m.visitLdcInsn(" under radix ");
        append(m, "Ljava/lang/String;");
        m.visitVarInsn(Opcodes.ILOAD, 1);
        append(m, "I");
        m.visitLabel(decimal);
        m.visitMethodInsn(Opcodes.INVOKEVIRTUAL, BUILDER, "toString", "()Ljava/lang/String;", false);
        m.visitInsn(Opcodes.ARETURN);
        m.visitMaxs(0, 0);
        m.visitEnd();
        return m;
    }

    private static void append(MethodNode m, String type) {
        m.visitMethodInsn(Opcodes.INVOKEVIRTUAL, BUILDER, "append", "(" + type + ")L" + BUILDER + ";", false);
    }
}
