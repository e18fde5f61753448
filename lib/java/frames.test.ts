import { javaStackDeobfuscator } from './frames';

// The table StackTable.java made for a Main whose divide (line 3) is called from main (line 14)
// and inlined into it at ADVANCED.
const table = [
  '13685\tMain main Main.java 13',
  '13727\tMain divide Main.java 3\tMain main Main.java 14',
  '13742\tMain main Main.java 14',
  '13758',
  '',
].join('\n');

describe('javaStackDeobfuscator', () => {
  const deobfuscate = javaStackDeobfuscator(table);

  it("gives an inlined callee's frame before its caller's", () => {
    expect(deobfuscate([13730])).toEqual([
      { className: 'Main', method: 'divide', file: 'Main.java', line: 3 },
      { className: 'Main', method: 'main', file: 'Main.java', line: 14 },
    ]);
  });

  it("gives no frame for an address outside the learner's code", () => {
    expect(deobfuscate([100, 13758, 20000])).toEqual([]);
  });

  it('keeps the order of the addresses', () => {
    expect(deobfuscate([13700, 13727]).map((f) => `${f.method}:${f.line}`)).toEqual([
      'main:13',
      'divide:3',
      'main:14',
    ]);
  });

  it('is empty for an empty table', () => {
    expect(javaStackDeobfuscator('')([1, 2])).toEqual([]);
  });
});
