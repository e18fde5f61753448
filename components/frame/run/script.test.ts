import { asScript } from './script';

describe('asScript: a module as a classic script, line for line', () => {
  it('drops export keywords and export lists, keeping every line where it was', () => {
    const code = [
      'export {};                       // makes this file a module',
      'export function f() { return 1; }',
      'export const x = 2;',
      'export default class A {}',
      'export {',
      '  f,',
      '  x,',
      '};',
      'console.log(f() + x); // line 9',
    ].join('\n');
    const script = asScript(code).split('\n');
    expect(script).toHaveLength(9);
    expect(script[0]).toBe('                       // makes this file a module');
    expect(script[1]).toBe('function f() { return 1; }');
    expect(script[2]).toBe('const x = 2;');
    expect(script[3]).toBe('class A {}');
    expect(script.slice(4, 8).join('')).toBe('');
    expect(script[8]).toBe('console.log(f() + x); // line 9');
  });

  it('leaves code without exports as it is', () => {
    const code = 'const exported = 1;\nconsole.log(exported);';
    expect(asScript(code)).toBe(code);
  });
});
