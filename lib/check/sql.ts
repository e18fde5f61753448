import { Parser as SqlParser } from 'node-sql-parser';
import { firstLines } from './run';
import type { CheckOutcome, Checker, Example } from './types';

/**
 * MySQL (`sql`) and Oracle (`plsql`) examples, parsed by node-sql-parser in this process. No
 * MySQL 8.4, Oracle or MongoDB 8 server comes from npm, PyPI, Maven Central or Debian's apt, so
 * these stay checked by parsers (PL/SQL blocks by the structure check).
 */
const sqlParser = new SqlParser();

/** Why MySQL, Oracle and MongoDB examples are parsed, not run (printed by check:content). */
export const noDatabaseServer =
  "no MySQL 8.4, Oracle or MongoDB 8 server is to be had from npm, PyPI, Maven Central or Debian 12's apt " +
  '(apt has no mysql-server or mongodb, only MariaDB 10.11, which is not MySQL 8.4; the npm and PyPI ' +
  'packages that start a mysqld or mongod, such as mongodb-memory-server, mysql-memory-server and ' +
  "pymongo-inmemory, download it at run time from the vendor's site, which the machines cannot reach)";

/** The languages a database server would run: SQL for MySQL and Oracle, mongosh for MongoDB. */
export const databaseLanguages = ['sql', 'plsql', 'mongosh'] as const;

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
