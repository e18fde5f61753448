/**
 * Every public route of the site: the URL contract. Pages, the not-found page's case recovery,
 * the sitemap and the tests all read this list, so a route exists in one place.
 */
/** `guide` and `chapter` are the study guides' web edition (lib/library/guideRoutes.ts). */
export type RouteKind =
  'home' | 'page' | 'category' | 'practice' | 'drill' | 'viewer' | 'guide' | 'chapter';

export interface RouteEntry {
  path: string;
  kind: RouteKind;
  /** Short name for breadcrumbs. */
  label: string;
  /** The route one level up, for breadcrumbs. */
  parent?: string;
}

const r = (path: string, kind: RouteKind, label: string, parent?: string): RouteEntry => ({
  path,
  kind,
  label,
  parent,
});

export const routes: readonly RouteEntry[] = [
  r('/', 'home', 'Home'),
  r('/book', 'page', 'Library', '/'),
  r('/about', 'page', 'About Us', '/'),
  r('/search', 'page', 'Search', '/'),
  r('/offline', 'page', 'Offline', '/'),
  r('/practice', 'category', 'Practice', '/'),

  r('/backend', 'category', 'Backend', '/'),
  r('/frontend', 'category', 'Frontend', '/'),
  r('/database', 'category', 'Database', '/'),
  r('/java', 'category', 'Java', '/backend'),
  r('/node', 'category', 'Node.js', '/backend'),

  r('/javapdf', 'viewer', 'Core Java', '/java'),
  r('/advpdf', 'viewer', 'Advanced Java', '/java'),
  r('/spring', 'viewer', 'Spring & Spring Boot', '/java'),
  r('/java/pdf', 'viewer', 'Core Java', '/java'),
  r('/advancejava/pdf', 'viewer', 'Advanced Java', '/java'),
  r('/pythonpdf', 'viewer', 'Python', '/backend'),
  r('/nodepdf', 'viewer', 'Node.js', '/node'),
  r('/expresspdf', 'viewer', 'Express.js', '/node'),
  r('/htmlpdf', 'viewer', 'HTML', '/frontend'),
  r('/csspdf', 'viewer', 'CSS', '/frontend'),
  r('/jspdf', 'viewer', 'JavaScript', '/frontend'),
  r('/bootstrapPdf', 'viewer', 'Bootstrap', '/frontend'),
  r('/typescriptpdf', 'viewer', 'TypeScript', '/frontend'),
  r('/reactpdf', 'viewer', 'React', '/frontend'),
  r('/mysqlpdf', 'viewer', 'MySQL', '/database'),
  r('/oraclepdf', 'viewer', 'Oracle', '/database'),
  r('/mongopdf', 'viewer', 'MongoDB', '/database'),

  r('/practicebackend', 'category', 'Backend', '/practice'),
  r('/practicefrontend', 'category', 'Frontend', '/practice'),
  r('/practicedatabase', 'category', 'Database', '/practice'),
  r('/practicejava', 'category', 'Java', '/practicebackend'),
  r('/practicepythons', 'category', 'Python', '/practicebackend'),
  r('/practicenode', 'category', 'Node.js', '/practicebackend'),

  r('/practicecorejava', 'practice', 'Core Java', '/practicejava'),
  r('/practiceadvance', 'practice', 'Advanced Java', '/practicejava'),
  r('/practicespring', 'practice', 'Spring', '/practicejava'),
  r('/practicenodejs', 'practice', 'Node.js', '/practicenode'),
  r('/practiceexpress', 'practice', 'Express.js', '/practicenode'),
  r('/practicepython', 'practice', 'Core Python', '/practicepythons'),
  r('/practiceadvancepython', 'practice', 'Advanced Python', '/practicepythons'),
  r('/practicedjango', 'practice', 'Django', '/practicepythons'),
  r('/practicemysql', 'practice', 'MySQL', '/practicedatabase'),
  r('/practiceoracle', 'practice', 'Oracle', '/practicedatabase'),
  r('/practicemangodb', 'practice', 'MongoDB', '/practicedatabase'),
  r('/practice/html', 'practice', 'HTML', '/practicefrontend'),
  r('/practice/css', 'practice', 'CSS', '/practicefrontend'),
  r('/practice/js', 'practice', 'JavaScript', '/practicefrontend'),
  r('/practice/bootstrap', 'practice', 'Bootstrap', '/practicefrontend'),
  r('/practice/typescript', 'practice', 'TypeScript', '/practicefrontend'),
  r('/practice/react', 'practice', 'React', '/practicefrontend'),

  // Each bank's drill, named by its file in content/practice (lib/practice/paths drillPath).
  r('/drill/corejava', 'drill', 'Drill', '/practicecorejava'),
  r('/drill/advjava', 'drill', 'Drill', '/practiceadvance'),
  r('/drill/spring', 'drill', 'Drill', '/practicespring'),
  r('/drill/nodejs', 'drill', 'Drill', '/practicenodejs'),
  r('/drill/express', 'drill', 'Drill', '/practiceexpress'),
  r('/drill/python', 'drill', 'Drill', '/practicepython'),
  r('/drill/advpython', 'drill', 'Drill', '/practiceadvancepython'),
  r('/drill/django', 'drill', 'Drill', '/practicedjango'),
  r('/drill/mysql', 'drill', 'Drill', '/practicemysql'),
  r('/drill/oracle', 'drill', 'Drill', '/practiceoracle'),
  r('/drill/mongodb', 'drill', 'Drill', '/practicemangodb'),
  r('/drill/html', 'drill', 'Drill', '/practice/html'),
  r('/drill/css', 'drill', 'Drill', '/practice/css'),
  r('/drill/js', 'drill', 'Drill', '/practice/js'),
  r('/drill/bootstrap', 'drill', 'Drill', '/practice/bootstrap'),
  r('/drill/typescript', 'drill', 'Drill', '/practice/typescript'),
  r('/drill/react', 'drill', 'Drill', '/practice/react'),
];

/**
 * The kinds of page whose content is interactive, so they keep React: a bank's pages (the
 * practice engine) and its drill. Every other page is reading, and after `next build`
 * scripts/strip-react.ts takes the framework out of it (its scripts, its inline payload and the
 * client-navigation files nothing will fetch); the frame's own small script stays on every page.
 */
export const reactKinds: ReadonlySet<RouteKind> = new Set(['practice', 'drill']);

/** Paths that reach a route without being one (sent on by the not-found page and nginx). */
export const aliases: Readonly<Record<string, string>> = {
  '/typescriptPdf': '/typescriptpdf',
};

export function route(path: string, known: readonly RouteEntry[] = routes): RouteEntry {
  const found = known.find((entry) => entry.path === path);
  if (!found) throw new Error(`Unknown route ${path}`);
  return found;
}

/** "/book" -> "/book/": the exported URL of a route (trailingSlash: true). */
export function href(path: string): string {
  return path === '/' ? '/' : `${path}/`;
}

/**
 * The route a mistyped path means, when it differs from one only by letter case or a trailing
 * slash ("/PRACTICE", "/typescriptPdf/"); undefined when nothing matches.
 */
export function recoverRoute(pathname: string): string | undefined {
  const wanted = (pathname.replace(/\/index\.html$/i, '').replace(/\/+$/, '') || '/').toLowerCase();
  const alias = Object.keys(aliases).find((a) => a.toLowerCase() === wanted);
  if (alias) return aliases[alias];
  const exact = routes.find((entry) => entry.path.toLowerCase() === wanted)?.path;
  if (exact) return exact;
  // A practice topic page (/practicemysql/joins): topic keys are lower case by rule.
  const bank = routes.find(
    (entry) => entry.kind === 'practice' && wanted.startsWith(`${entry.path.toLowerCase()}/`),
  );
  const topic = bank && wanted.slice(bank.path.length + 1);
  if (topic && /^[a-z][a-z0-9-]*$/.test(topic)) return `${bank.path}/${topic}`;
  // A guide's web edition (/book/java/exceptions): guide slugs and chapter ids are lower case.
  return /^\/book\/[a-z0-9-]+(\/[a-z0-9-]+)?$/.test(wanted) ? wanted : undefined;
}

/**
 * Breadcrumb trail from home to the route, inclusive, looked up in `known` (pass siteRoutes()
 * from lib/practice/topicRoutes for the practice topic pages, which come from the banks).
 */
export function trail(path: string, known: readonly RouteEntry[] = routes): RouteEntry[] {
  const out: RouteEntry[] = [];
  for (
    let entry: RouteEntry | undefined = route(path, known);
    entry;
    entry = entry.parent ? route(entry.parent, known) : undefined
  ) {
    out.unshift(entry);
  }
  return out;
}
