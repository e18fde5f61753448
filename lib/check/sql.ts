import { Parser as SqlParser } from 'node-sql-parser';
import { firstLines } from './run';
import type { CheckOutcome, Checker, Example } from './types';

/**
 * MySQL (`sql`) and Oracle (`plsql`) examples, parsed by node-sql-parser in this process. No
 * MySQL 8.4, Oracle or MongoDB 8 server comes from npm, PyPI, Maven Central or Debian's apt, so
 * these stay checked by parsers (PL/SQL blocks by the structure check).
 */
const sqlParser = new SqlParser();

export const sqlChecker: Checker = {
  name: 'SQL',
  describe: () => 'node-sql-parser (MySQL dialect; Oracle as its PostgreSQL or DB2 dialect)',
  claims: (example) => example.code.language === 'sql' || example.code.language === 'plsql',
  check: async (examples) => examples.map(parseSql),
};

function parseSql(example: Example): CheckOutcome {
  return { example, done: 'parsed', problem: sqlProblem(example.code.language, example.code.code) };
}

function sqlProblem(language: string, code: string): string | undefined {
  if (language === 'sql') {
    try {
      sqlParser.astify(code, { database: 'MySQL' });
      return undefined;
    } catch (error) {
      return `does not parse as MySQL (node-sql-parser): ${firstLines(String((error as Error).message), 2)}`;
    }
  }
  const failures: string[] = [];
  for (const database of ['PostgresQL', 'db2']) {
    try {
      sqlParser.astify(code, { database });
      return undefined;
    } catch (error) {
      failures.push(`${database}: ${firstLines(String((error as Error).message), 1)}`);
    }
  }
  return `does not parse as standard SQL (node-sql-parser): ${failures.join('; ')}. Oracle-only syntax and PL/SQL blocks use check: structure`;
}
