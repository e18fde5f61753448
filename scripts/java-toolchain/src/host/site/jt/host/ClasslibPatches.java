package site.jt.host;

import java.io.IOException;
import java.util.TreeMap;
import org.objectweb.asm.ClassReader;
import org.objectweb.asm.ClassWriter;
import org.objectweb.asm.Opcodes;
import org.objectweb.asm.tree.ClassNode;
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
 * Changes to TeaVM 0.16.0's class library as classlib.zip takes it, where the library differs from
 * the JDK in what the site's examples print, and the data it carries is cut to what they use.
 */
final class ClasslibPatches {
    private ClasslibPatches() {
    }

    /** The entry as classlib.zip holds it: patched, cut, or as it came. */
    static byte[] apply(String path, byte[] bytes) throws IOException {
        if (path.endsWith("cldr-json.zip")) {
            return englishOnly(bytes);
        }
        if (path.equals(FORMAT_WRITER + ".class")) {
            return withLineSeparatorConversion(bytes);
        }
        if (path.equals("org/teavm/classlib/java/lang/TInteger.class")) {
            return ParseMessages.patch(bytes, "parseInt", "I");
        }
        if (path.equals("org/teavm/classlib/java/lang/TLong.class")) {
            return ParseMessages.patch(bytes, "parseLong", "J");
        }
        if (path.equals("org/teavm/classlib/java/lang/TMath.class")) {
            return MessagePatches.exactOverflowMessages(bytes);
        }
        if (path.matches("org/teavm/classlib/java/util/TOptional(Int|Long|Double)?\\.class")) {
            bytes = MessagePatches.optionalToString(bytes);
        }
        return IndexMessages.apply(path, bytes);
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

    /**
     * CLDR data for English, the root locale and the supplemental tables only: the learner's locale
     * is en, and Locale.ROOT (String.format(Locale.ROOT, "%.2f", x) in many examples) falls back to
     * root; without root TeaVM's formatter dereferences a null resource and the program traps.
     */
    private static byte[] englishOnly(byte[] zip) throws IOException {
        var kept = new TreeMap<String, byte[]>();
        MakeArchives.forEachEntry(zip, (path, bytes) -> {
            if (path.startsWith("en/") || path.startsWith("root/") || path.startsWith("supplemental/")) {
                kept.put(path, bytes);
            }
        });
        return MakeArchives.zipBytes(kept);
    }
}
