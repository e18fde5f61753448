import { withPlainSpaces } from './spaces';

it('turns the no-break spaces of code pasted from a web page into the spaces they stood for', () => {
  const pasted = 'for i in range(2):\n\u00a0\u00a0\u00a0\u00a0print(i,\u00a0"ok")\n';
  expect(withPlainSpaces(pasted)).toBe('for i in range(2):\n    print(i, "ok")\n');
  expect(withPlainSpaces(pasted)).not.toContain('\u00a0');
  expect(withPlainSpaces('x = 1\n')).toBe('x = 1\n');
});
