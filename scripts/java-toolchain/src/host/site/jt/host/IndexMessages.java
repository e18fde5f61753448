package site.jt.host;

import java.util.List;
import org.objectweb.asm.ClassReader;
import org.objectweb.asm.ClassWriter;
import org.objectweb.asm.Opcodes;
import org.objectweb.asm.tree.AbstractInsnNode;
import org.objectweb.asm.tree.ClassNode;
import org.objectweb.asm.tree.FieldInsnNode;
import org.objectweb.asm.tree.InsnList;
import org.objectweb.asm.tree.LdcInsnNode;
import org.objectweb.asm.tree.MethodInsnNode;
import org.objectweb.asm.tree.MethodNode;
import org.objectweb.asm.tree.TypeInsnNode;
import org.objectweb.asm.tree.VarInsnNode;

/**
 * The JDK's messages where TeaVM 0.16.0 throws an index or "no value" exception with none:
 * list.get(5) and "abc".charAt(5) say "Index 5 out of bounds for length 3", "abc".substring(5)
 * "Range [5, 3) out of bounds for length 3", Optional.empty().get() "No value present". Each
 * {@code new X()} in those methods becomes {@code new X(message)}, the message built from the
 * method's own locals and fields (no branch added, so the frames stay valid).
 */
final class IndexMessages {
    private static final String CLASSLIB = "org/teavm/classlib/java/";
    private static final String BUILDER = "java/lang/StringBuilder";

    private IndexMessages() {
    }

    /** The patched class, or the same bytes when path is not one of the patched classes. */
    static byte[] apply(String path, byte[] bytes) {
        return switch (path) {
            case CLASSLIB + "util/TArrayList.class" -> patch(bytes, "checkIndex", "(I)V",
                    index(iload(1), field("util/TArrayList", "size")));
            case CLASSLIB + "lang/TString.class" -> patch(patch(bytes, "charAt", "(I)C",
                    index(iload(1), stringLength())), "substring", "(II)L" + CLASSLIB + "lang/TString;",
                    concat("Range [", iload(1), ", ", iload(2), ") out of bounds for length ", stringLength()));
            case CLASSLIB + "util/TOptional.class" -> patch(patch(bytes, "get", "()Ljava/lang/Object;",
                    concat("No value present")), "orElseThrow", "()Ljava/lang/Object;", concat("No value present"));
            default -> bytes;
        };
    }

    private static byte[] patch(byte[] bytes, String name, String desc, InsnList message) {
        var node = new ClassNode();
        new ClassReader(bytes).accept(node, 0);
        MethodNode method = node.methods.stream().filter(m -> m.name.equals(name) && m.desc.equals(desc))
                .findFirst().orElseThrow(() -> new IllegalStateException(node.name + "." + name + desc));
        int patched = 0;
        for (var insn : method.instructions.toArray()) {
            if (insn instanceof MethodInsnNode call && call.getOpcode() == Opcodes.INVOKESPECIAL
                    && call.name.equals("<init>") && call.desc.equals("()V")
                    && (call.owner.endsWith("Exception")) && !call.owner.equals(BUILDER)) {
                method.instructions.insertBefore(call, copy(message));
                call.desc = "(Ljava/lang/String;)V";
                patched++;
            }
        }
        if (patched == 0) {
            throw new IllegalStateException(node.name + "." + name + desc + ": no `new X()` exception");
        }
        var writer = new ClassWriter(ClassWriter.COMPUTE_MAXS);
        node.accept(writer);
        return writer.toByteArray();
    }

    private static InsnList index(InsnList index, InsnList length) {
        return concat("Index ", index, " out of bounds for length ", length);
    }

    /** new StringBuilder().append(part)...toString(): a String part as is, an InsnList as an int. */
    private static InsnList concat(Object... parts) {
        var list = new InsnList();
        if (parts.length == 1 && parts[0] instanceof String text) {
            list.add(new LdcInsnNode(text));
            return list;
        }
        list.add(new TypeInsnNode(Opcodes.NEW, BUILDER));
        list.add(new org.objectweb.asm.tree.InsnNode(Opcodes.DUP));
        list.add(new MethodInsnNode(Opcodes.INVOKESPECIAL, BUILDER, "<init>", "()V"));
        for (var part : parts) {
            String type;
            if (part instanceof String text) {
                list.add(new LdcInsnNode(text));
                type = "Ljava/lang/String;";
            } else {
                list.add(copy((InsnList) part));
                type = "I";
            }
            list.add(new MethodInsnNode(Opcodes.INVOKEVIRTUAL, BUILDER, "append", "(" + type + ")L" + BUILDER + ";"));
        }
        list.add(new MethodInsnNode(Opcodes.INVOKEVIRTUAL, BUILDER, "toString", "()Ljava/lang/String;"));
        return list;
    }

    private static InsnList iload(int local) {
        return of(new VarInsnNode(Opcodes.ILOAD, local));
    }

    private static InsnList field(String owner, String name) {
        return of(new VarInsnNode(Opcodes.ALOAD, 0), new FieldInsnNode(Opcodes.GETFIELD, CLASSLIB + owner, name, "I"));
    }

    private static InsnList stringLength() {
        return of(new VarInsnNode(Opcodes.ALOAD, 0), new MethodInsnNode(Opcodes.INVOKEVIRTUAL,
                CLASSLIB + "lang/TString", "charactersLength", "()I"));
    }

    private static InsnList of(AbstractInsnNode... insns) {
        var list = new InsnList();
        for (var insn : insns) {
            list.add(insn);
        }
        return list;
    }

    private static InsnList copy(InsnList list) {
        var out = new InsnList();
        for (AbstractInsnNode insn : List.of(list.toArray())) {
            out.add(insn.clone(java.util.Map.of()));
        }
        return out;
    }
}
