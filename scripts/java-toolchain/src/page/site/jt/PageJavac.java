package site.jt;

import com.sun.tools.javac.comp.CompileStates.CompileState;
import com.sun.tools.javac.main.JavaCompiler;
import com.sun.tools.javac.util.Context;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.Set;
import javax.tools.JavaFileObject;

/**
 * javac's compiler driven by hand, without JavacTool: the tool's set-up reads the module system of
 * a real JDK, which the page does not have. The learner's code is one unnamed module that reads
 * java.base and sees every package java.base exports.
 */
final class PageJavac extends JavaCompiler {
    PageJavac(Context context) {
        super(context);
        var unnamed = syms.unnamedModule;
        unnamed.visiblePackages = new LinkedHashMap<>();
        unnamed.readModules = Set.of(unnamed, syms.java_base);
        syms.java_base.complete();
        for (var export : syms.java_base.exports) {
            unnamed.visiblePackages.put(export.packge.fullname, export.packge);
        }
    }

    /** Runs parse, enter, attribute, flow, lower and generate; true when no error was reported. */
    boolean run(Iterable<? extends JavaFileObject> sources) {
        var files = new ArrayList<JavaFileObject>();
        sources.forEach(files::add);
        var trees = stopIfError(CompileState.PARSE, parseFiles(files));
        trees = stopIfError(CompileState.ENTER, initModules(trees));
        enterTrees(trees);
        generate(desugar(flow(attribute(todo))));
        return log.nerrors == 0;
    }
}
