import { parse as parseYaml } from 'yaml';
import { firstLines } from './run';
import type { CheckOutcome, Checker, Example } from './types';

/** Configuration data: JSON (`JSON.parse`), YAML (the yaml package) and Java properties files. */
export const dataChecker: Checker = {
  name: 'JSON, YAML and properties',
  describe: () => 'JSON.parse, the yaml parser and a key=value line check (in this process)',
  claims: (example) => ['json', 'yaml', 'properties'].includes(example.code.language),
  check: async (examples) => examples.map(parseData),
};

function parseData(example: Example): CheckOutcome {
  return {
    example,
    done: 'parsed',
    problem: dataProblem(example.code.language, example.code.code),
  };
}

function dataProblem(language: string, code: string): string | undefined {
  if (language === 'json') {
    try {
      JSON.parse(code);
      return undefined;
    } catch (error) {
      return `not valid JSON: ${(error as Error).message}`;
    }
  }
  if (language === 'yaml') {
    try {
      parseYaml(code);
      return undefined;
    } catch (error) {
      return `not valid YAML: ${firstLines((error as Error).message, 2)}`;
    }
  }
  const bad = code.split('\n').findIndex((line) => !/^\s*($|[#!]|[^=:\s][^=:]*\s*[=:])/.test(line));
  return bad >= 0 ? `line ${bad + 1} is not key=value, key: value, a comment or blank` : undefined;
}
