package site.jt.host;

import org.teavm.model.AccessLevel;
import org.teavm.model.ClassHolder;
import org.teavm.model.ClassHolderTransformer;
import org.teavm.model.ClassHolderTransformerContext;
import org.teavm.model.ElementModifier;
import org.teavm.model.MethodDescriptor;
import org.teavm.model.MethodHolder;
import org.teavm.model.ValueType;
import org.teavm.model.emit.ProgramEmitter;
import org.teavm.model.instructions.InvokeInstruction;
import org.teavm.vm.spi.TeaVMHost;
import org.teavm.vm.spi.TeaVMPlugin;

/**
 * Rewrites three javac methods, and adds three JDK methods, while TeaVM compiles javac for the page (runs on the build's JVM).
 * Each leads into what the page has no use for and TeaVM's class library lacks: the JDK's file
 * system and module image, annotation proxies by reflection, incubator-module warnings.
 */
public final class JavacPatches implements TeaVMPlugin, ClassHolderTransformer {
    @Override
    public void install(TeaVMHost host) {
        host.add(this);
    }

    @Override
    public void transformClass(ClassHolder cls, ClassHolderTransformerContext context) {
        switch (cls.getName()) {
            case "com.sun.tools.javac.main.JavaCompiler" -> {
                // The constructor registers the disk file manager when none is given; ours always is.
                var init = cls.getMethod(new MethodDescriptor("<init>", ValueType.object(
                        "com.sun.tools.javac.util.Context"), ValueType.VOID));
                for (var block : init.getProgram().getBasicBlocks()) {
                    for (var insn : block) {
                        if (insn instanceof InvokeInstruction call
                                && call.getMethod().getClassName().equals("com.sun.tools.javac.file.JavacFileManager")
                                && call.getMethod().getName().equals("preRegister")) {
                            call.delete();
                        }
                    }
                }
            }
            case "com.sun.tools.javac.model.AnnotationProxyMaker" -> {
                // Annotation instances at compile time serve annotation processors; there are none.
                var method = cls.getMethod(new MethodDescriptor("generateAnnotation",
                        ValueType.object("com.sun.tools.javac.code.Attribute$Compound"),
                        ValueType.object("java.lang.Class"), ValueType.object("java.lang.annotation.Annotation")));
                ProgramEmitter.create(method, context.getHierarchy())
                        .constantNull(ValueType.object("java.lang.annotation.Annotation")).returnValue();
            }
            case "com.sun.tools.javac.comp.Modules" -> {
                // Reads the JDK image's incubator modules; the page's only module is java.base.
                var method = cls.getMethod(new MethodDescriptor("filterAlreadyWarnedIncubatorModules",
                        ValueType.object("java.util.stream.Stream"), ValueType.object("java.util.stream.Stream")));
                if (method != null) {
                    var pe = ProgramEmitter.create(method, context.getHierarchy());
                    pe.var(1, ValueType.object("java.util.stream.Stream")).returnValue();
                }
            }
            // Three JDK methods that javac and TeaVM name on paths the page never takes, and that
            // TeaVM's class library lacks in classes it does have (so not even a lenient build
            // links them): exit throws, the environment is empty, no class loader has resources.
            case "java.lang.System" -> {
                add(cls, context, true, "exit", ValueType.INTEGER, ValueType.VOID).construct(
                        "java.lang.UnsupportedOperationException").raise();
                var env = add(cls, context, true, "getenv", ValueType.object("java.util.Map"));
                env.invoke("java.util.Collections", "emptyMap", ValueType.object("java.util.Map")).returnValue();
            }
            case "java.lang.ClassLoader" -> add(cls, context, false, "getResource",
                    ValueType.object("java.lang.String"), ValueType.object("java.net.URL"))
                    .constantNull(ValueType.object("java.net.URL")).returnValue();
            default -> { }
        }
    }

    private static ProgramEmitter add(ClassHolder cls, ClassHolderTransformerContext context, boolean isStatic,
            String name, ValueType... signature) {
        var descriptor = new MethodDescriptor(name, signature);
        if (cls.getMethod(descriptor) != null) {
            return ProgramEmitter.create(new MethodHolder(descriptor), context.getHierarchy());
        }
        var method = new MethodHolder(descriptor);
        method.setLevel(AccessLevel.PUBLIC);
        if (isStatic) {
            method.getModifiers().add(ElementModifier.STATIC);
        }
        cls.addMethod(method);
        return ProgramEmitter.create(method, context.getHierarchy());
    }
}
