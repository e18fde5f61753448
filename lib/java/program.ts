// Which file javac must compile a Java example as, and which class's main the program starts
// from: the page's runner (components/frame/run/javaFrame.ts) and the survey of the examples
// (scripts/java-toolchain/runs.ts) ask the same function, so both compile the same way.

/** javac's file name (a public top-level type names it) and the class with `static void main`. */
export function javaProgram(code: string): { file: string; main?: string } {
  const pub =
    /^(?:public\s+)(?:(?:final|abstract|sealed|non-sealed|strictfp)\s+)*(?:class|record|enum|interface)\s+(\w+)/m.exec(
      code,
    );
  const mainAt = code.search(/static\s+void\s+main\s*\(/);
  let main: string | undefined;
  // The last top-level type declared before main is main's class.
  for (const m of code.matchAll(
    /^(?:(?:public|final|abstract|sealed|non-sealed|strictfp)\s+)*(?:class|record|enum|interface)\s+(\w+)/gm,
  )) {
    if (m.index < mainAt) main = m[1];
  }
  return { file: pub?.[1] ?? main ?? 'Main', main: mainAt < 0 ? undefined : main };
}
