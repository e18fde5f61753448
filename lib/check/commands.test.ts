import { compareCommandOutput, namedCommands, shownIn } from './commands';

describe('the commands an example names', () => {
  it('finds commands in backticks in the code and the note', () => {
    expect(
      namedCommands({
        code: '# test_store.py: run with `pytest -q`\nimport pytest',
        note: 'Needs pytest (`pip install pytest`); see `Store.load()`.',
      }),
    ).toEqual(['pytest -q', 'pip install pytest']);
  });

  it('ignores code in backticks that is no command', () => {
    expect(namedCommands({ code: '# `pythonic` and `node.parent` and `x = 1`' })).toEqual([]);
  });
});

describe('a laid-out file is shown in the code', () => {
  const code = [
    '# pyproject.toml:',
    '#',
    '#   [build-system]',
    '#   requires = ["setuptools", "pybind11"]',
    '',
    '#   #include <cmath>',
    'from setuptools import setup',
  ].join('\n');

  it('as comment lines, blank lines aside', () => {
    expect(shownIn(code, '[build-system]\n\nrequires = ["setuptools", "pybind11"]\n')).toBe(true);
    expect(shownIn(code, '#include <cmath>\n')).toBe(true);
  });

  it('not when a line differs or is missing', () => {
    expect(shownIn(code, '[build-system]\nrequires = ["setuptools"]\n')).toBe(false);
    expect(shownIn(code, 'requires = ["setuptools", "pybind11"]\nbuild-backend = "x"\n')).toBe(
      false,
    );
  });
});

describe('a command’s output', () => {
  it('matches whatever the durations', () => {
    expect(
      compareCommandOutput('..   [100%]\n2 passed in 0.02s\n', '..   [100%]\n2 passed in 1.31s'),
    ).toBe(undefined);
    expect(compareCommandOutput('Ran 3 tests in 0.000s', 'Ran 3 tests in 0.012s')).toBe(undefined);
  });

  it('differs in anything else', () => {
    expect(compareCommandOutput('2 passed in 0.02s', '1 passed, 1 failed in 0.02s')).toMatch(
      /prints something else/,
    );
  });
});
