import { atLeast, pickRuntime } from './runtimes';

const at = (...versions: string[]) =>
  versions.map((version) => ({ version, command: `v${version}` }));

describe('pickRuntime', () => {
  it('takes the oldest runtime at or above the target', () => {
    expect(pickRuntime(at('17', '25', '21'), '21')?.version).toBe('21');
    expect(pickRuntime(at('17', '25'), '21')?.version).toBe('25');
    expect(pickRuntime(at('3.11', '3.13', '3.12'), '3.12')?.version).toBe('3.12');
    expect(pickRuntime(at('3.9', '3.13', '3.10'), '3.12')?.version).toBe('3.13');
  });

  it('falls back to the newest when none reaches the target, and to nothing when there is none', () => {
    expect(pickRuntime(at('3.10', '3.11'), '3.12')?.version).toBe('3.11');
    expect(pickRuntime([], '21')).toBeUndefined();
  });
});

describe('atLeast', () => {
  it('compares major and minor numerically', () => {
    expect(atLeast('3.12', '3.9')).toBe(true);
    expect(atLeast('3.9', '3.12')).toBe(false);
    expect(atLeast('22', '22')).toBe(true);
    expect(atLeast(undefined, '21')).toBe(false);
    expect(atLeast(undefined, undefined)).toBe(true);
  });
});
