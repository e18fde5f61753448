package site.jt.host;

import org.objectweb.asm.ClassReader;
import org.objectweb.asm.ClassWriter;
import org.objectweb.asm.Opcodes;
import org.objectweb.asm.tree.ClassNode;
import org.objectweb.asm.tree.InvokeDynamicInsnNode;
import org.objectweb.asm.tree.LdcInsnNode;
import org.objectweb.asm.tree.MethodInsnNode;

/**
 * What TeaVM 0.16.0's class library prints differently from the JDK, in words a learner reads
 * (exception messages, toString), patched in its bytecode as classlib.zip is made.
 */
final class MessagePatches {
    private MessagePatches() {
    }

    /**
     * Math.addExact and the other *Exact methods throw ArithmeticException with no message; the
     * JDK's says "integer overflow" or "long overflow" (absExact: "Overflow to represent absolute
     * value of Integer.MIN_VALUE"). Each `new ArithmeticException()` gets that message.
     */
    static byte[] exactOverflowMessages(byte[] bytes) {
        var node = read(bytes);
        int patched = 0;
        for (var method : node.methods) {
            if (!method.name.endsWith("Exact")) {
                continue;
            }
            boolean isLong = method.desc.endsWith(")J");
            String message = method.name.equals("absExact")
                    ? "Overflow to represent absolute value of " + (isLong ? "Long" : "Integer") + ".MIN_VALUE"
                    : isLong ? "long overflow" : "integer overflow";
            for (var insn : method.instructions) {
                if (insn instanceof MethodInsnNode call && call.getOpcode() == Opcodes.INVOKESPECIAL
                        && call.owner.equals("java/lang/ArithmeticException") && call.name.equals("<init>")
                        && call.desc.equals("()V")) {
                    method.instructions.insertBefore(call, new LdcInsnNode(message));
                    call.desc = "(Ljava/lang/String;)V";
                    patched++;
                }
            }
        }
        if (patched == 0) {
            throw new IllegalStateException("TMath: no `new ArithmeticException()` in an *Exact method");
        }
        return write(node);
    }

    /**
     * Optional's toString: TeaVM says "Optional.of(x)" and "Optional.empty()", the JDK "Optional[x]"
     * and "Optional.empty" (the same for OptionalInt, OptionalLong, OptionalDouble).
     */
    static byte[] optionalToString(byte[] bytes) {
        var node = read(bytes);
        for (var method : node.methods) {
            if (!method.name.equals("toString")) {
                continue;
            }
            for (var insn : method.instructions) {
                if (insn instanceof LdcInsnNode ldc && ldc.cst instanceof String text) {
                    ldc.cst = jdkOptional(text);
                } else if (insn instanceof InvokeDynamicInsnNode indy) {
                    for (int i = 0; i < indy.bsmArgs.length; i++) {
                        if (indy.bsmArgs[i] instanceof String text) {
                            indy.bsmArgs[i] = jdkOptional(text);
                        }
                    }
                }
            }
        }
        return write(node);
    }

    private static String jdkOptional(String text) {
        return text.replaceAll("^(Optional\\w*)\\.empty\\(\\)$", "$1.empty")
                .replaceAll("^(Optional\\w*)\\.of\\((.*)\\)$", "$1[$2]");
    }

    private static ClassNode read(byte[] bytes) {
        var node = new ClassNode();
        new ClassReader(bytes).accept(node, 0);
        return node;
    }

    /** Frames are kept as they were: the patches add no branch and no local. */
    private static byte[] write(ClassNode node) {
        var writer = new ClassWriter(ClassWriter.COMPUTE_MAXS);
        node.accept(writer);
        return writer.toByteArray();
    }
}
