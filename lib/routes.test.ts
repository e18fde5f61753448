import { loadBanks } from './practice/loadBanks';
import { drillPath } from './practice/paths';
import { href, recoverRoute, routes, trail } from './routes';

describe('routes', () => {
  it('never has two paths that differ only by letter case', () => {
    const lower = routes.map((r) => r.path.toLowerCase());
    expect(new Set(lower).size).toBe(lower.length);
  });

  it('recovers a path typed in other letter case, with or without a trailing slash', () => {
    expect(recoverRoute('/PRACTICE')).toBe('/practice');
    expect(recoverRoute('/HTMLPDF/')).toBe('/htmlpdf');
    expect(recoverRoute('/typescriptPdf')).toBe('/typescriptpdf');
    expect(recoverRoute('/BootstrapPDF')).toBe('/bootstrapPdf');
    expect(recoverRoute('/practice/REACT/index.html')).toBe('/practice/react');
    expect(recoverRoute('/nothing-here')).toBeUndefined();
    // Topic pages: the bank part is matched, the topic key is lower case by rule.
    expect(recoverRoute('/PracticeMySQL/Joins/')).toBe('/practicemysql/joins');
    expect(recoverRoute('/practicemysql/joins/x')).toBeUndefined();
    // The guides' web edition: slugs and chapter ids are lower case by rule.
    expect(recoverRoute('/Book/Java/Exceptions/')).toBe('/book/java/exceptions');
    expect(recoverRoute('/BOOK/JAVA')).toBe('/book/java');
    expect(recoverRoute('/book/java/exceptions/x')).toBeUndefined();
  });

  it('exports every route with a trailing slash', () => {
    expect(href('/')).toBe('/');
    expect(href('/book')).toBe('/book/');
  });

  it('builds breadcrumbs from home', () => {
    expect(trail('/practicemysql').map((r) => r.path)).toEqual([
      '/',
      '/practice',
      '/practicedatabase',
      '/practicemysql',
    ]);
  });

  it('registers one drill per bank, below its bank, and none without a bank', () => {
    const banks = loadBanks();
    const drills = routes.filter((r) => r.kind === 'drill');
    expect(drills.map((r) => [r.path, r.parent]).sort()).toEqual(
      banks.map((b) => [drillPath(b), b.route]).sort(),
    );
    expect(recoverRoute('/Drill/MySQL/')).toBe('/drill/mysql');
    expect(trail('/drill/mysql').map((r) => r.path)).toEqual([
      '/',
      '/practice',
      '/practicedatabase',
      '/practicemysql',
      '/drill/mysql',
    ]);
  });
});
