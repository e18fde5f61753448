package site.jt.host;

import java.io.File;
import java.net.URLClassLoader;
import java.util.ArrayList;
import org.teavm.backend.wasm.WasmDebugInfoLocation;
import org.teavm.tooling.ConsoleTeaVMToolLog;
import org.teavm.tooling.TeaVMTargetType;
import org.teavm.tooling.TeaVMTool;
import org.teavm.vm.TeaVMOptimizationLevel;

/**
 * Compiles the page's toolchain (site.jt.Toolchain: javac plus TeaVM's own compiler) to one
 * WebAssembly GC module with TeaVM. Not strict: javac and TeaVM reach JDK APIs that TeaVM's class
 * library lacks (module system, class loaders, reflection) on paths the page never takes; such
 * calls throw if ever reached, and the build lists them as warnings.
 * Usage: BuildCompiler <out dir> <class path entry>...
 */
public final class BuildCompiler {
    public static void main(String[] args) throws Exception {
        var classPath = new ArrayList<File>();
        var urls = new ArrayList<java.net.URL>();
        for (int i = 1; i < args.length; i++) {
            classPath.add(new File(args[i]));
            urls.add(new File(args[i]).toURI().toURL());
        }
        var tool = new TeaVMTool();
        tool.setTargetType(TeaVMTargetType.WEBASSEMBLY_GC);
        tool.setTargetDirectory(new File(args[0]));
        tool.setTargetFileName("toolchain.wasm");
        tool.setMainClass("site.jt.Toolchain");
        tool.setClassLoader(new URLClassLoader(urls.toArray(new java.net.URL[0]),
                BuildCompiler.class.getClassLoader()));
        tool.setClassPath(classPath);
        tool.setStrict(false);
        tool.setObfuscated(true);
        tool.setOptimizationLevel(TeaVMOptimizationLevel.valueOf(System.getProperty("jt.opt", "ADVANCED")));
        tool.setDebugInformationGenerated(false);
        tool.setWasmDebugInfoLocation(WasmDebugInfoLocation.EXTERNAL);
        tool.setLog(new ConsoleTeaVMToolLog(false));
        long start = System.nanoTime();
        tool.generate();
        var problems = tool.getProblemProvider();
        var log = new ConsoleTeaVMToolLog(false);
        if (Boolean.getBoolean("jt.warnings")) {
            org.teavm.tooling.TeaVMProblemRenderer.describeProblems(tool.getDependencyInfo().getCallGraph(), problems,
                    log);
        } else {
            for (var problem : problems.getSevereProblems()) {
                var text = new org.teavm.diagnostics.DefaultProblemTextConsumer();
                problem.render(text);
                System.out.println("ERROR: " + text.getText() + " at " + problem.getLocation());
            }
        }
        System.out.println("TeaVM: " + tool.getClasses().size() + " classes, " + problems.getProblems().size()
                + " problems (" + problems.getSevereProblems().size() + " severe), "
                + (System.nanoTime() - start) / 1_000_000_000 + " s");
        if (!problems.getSevereProblems().isEmpty()) {
            System.exit(1);
        }
    }
}
