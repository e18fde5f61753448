/**
 * The learner's stack frames for a Java program the page compiled: the toolchain
 * (scripts/java-toolchain, StackTable.java) returns a small table beside the module, and the
 * program worker gives TeaVM's runtime this lookup as its stack deobfuscator, so that an uncaught
 * exception prints `\tat Main.divide(Main.java:3)` lines as the JDK does. The table holds the
 * program's classes only: the launcher's, TeaVM's and the class library's frames come out as none.
 *
 * Table: one row per module byte offset where the frames change, "offset" then for each frame
 * (innermost first) a tab and "class method file line"; a row with no frames ends the one before.
 */
export interface JavaFrame {
  className: string;
  method: string;
  file: string;
  line: number;
}

export function javaStackDeobfuscator(table: string): (addresses: number[]) => JavaFrame[] {
  const starts: number[] = [];
  const frames: JavaFrame[][] = [];
  for (const row of table.split('\n')) {
    if (!row) continue;
    const [start, ...cells] = row.split('\t');
    starts.push(Number(start));
    frames.push(
      cells.map((cell) => {
        const [className = '', method = '', file = '', line = '0'] = cell.split(' ');
        return { className, method, file, line: Number(line) };
      }),
    );
  }
  // The row of an address: the last that starts at or before it (V8 gives the call's offset).
  const find = (address: number) => {
    let lo = 0;
    let hi = starts.length - 1;
    let found = -1;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      if (starts[mid]! <= address) {
        found = mid;
        lo = mid + 1;
      } else hi = mid - 1;
    }
    return found < 0 ? [] : frames[found]!;
  };
  return (addresses) => addresses.flatMap(find);
}

type StackTrace = { getStack(): JavaFrame[] };
type TakeStackTrace = (exceptionClassName: string | null) => StackTrace;

/**
 * Gives TeaVM's runtime (wasm-gc-runtime.js, 0.16.0) the learner's frames: call from load()'s
 * installImports. The loader keeps supplyStackDeobfuscator to itself (it offers only TeaVM's own
 * deobfuscator module), so this wraps its takeStackTrace import, whose stand-in frames carry each
 * frame's module offset as the line, and drops the exception's constructors as the runtime (and
 * the JDK) do.
 */
export function installJavaFrames(imports: Record<string, Record<string, unknown>>, table: string) {
  const deobfuscate = javaStackDeobfuscator(table);
  const core = imports.teavm as { takeStackTrace?: TakeStackTrace } | undefined;
  const take = core?.takeStackTrace;
  if (!core || !take) return;
  // V8 keeps 10 frames by default: too few for a trace a few calls deep (TeaVM's own frames first).
  Error.stackTraceLimit = Math.max(Error.stackTraceLimit ?? 0, 100);
  core.takeStackTrace = (exceptionClassName) => {
    const trace = take(exceptionClassName);
    return {
      getStack() {
        const frames = deobfuscate(trace.getStack().map((frame) => frame.line));
        // The constructors up to the exception's own (a learner's exception class's are in the
        // table): not in the JDK's trace.
        let drop = 0;
        for (let i = 0; i < frames.length && frames[i]!.method === '<init>'; i++) {
          if (frames[i]!.className === exceptionClassName) drop = i + 1;
        }
        return frames.slice(drop);
      },
    };
  };
}
