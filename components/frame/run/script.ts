/**
 * A module's code as a classic script: its `export` keywords dropped, line for line (a module
 * worker made from a Blob does not start in a sandboxed frame's opaque origin). What the
 * program does is the same; nothing imports it. Examples that import need Node.js and never
 * get here (lib/practice/runnable.ts); an `import` the learner types fails with its line.
 */
export const asScript = (code: string) =>
  code
    .replace(
      /^export[ \t]+(?:default[ \t]+)?(?=(?:async\s+)?(?:function|class|const|let|var)\b)/gm,
      '',
    )
    // An export list goes whole, its line breaks kept, so every line keeps its number.
    .replace(/^export[ \t]*\{[^}]*\}[ \t]*;?/gm, (list) => list.replace(/[^\n]/g, ''));
