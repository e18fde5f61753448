// Post-build step (after every step that writes HTML, before the gzip copies): puts each exported
// page's Content-Security-Policy into the page as a <meta http-equiv> (object storage cannot send
// headers), and writes the same policies, keyed by file, as an nginx map (out/csp.nginx.map) that
// deploy/nginx.conf includes to send them as a header with frame-ancestors added.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { studyDocs } from '@/content/library';
import { docSource, site } from '@/content/site';
import {
  headerPolicy,
  originOf,
  pagePolicy,
  runnerHeaderPolicy,
  runnerPage,
  runnerPolicy,
  withPolicyMeta,
} from '@/lib/csp';
import { textFiles } from './lib/precompress.mjs';

/** The nginx map in the export: deploy/nginx.conf includes it; objects.mjs never uploads it. */
const NGINX_MAP = 'csp.nginx.map';

const dir = process.argv[2] ?? 'out';
const defined = (values: (string | undefined)[]) => values.filter((v): v is string => !!v);
const sources = {
  connect: defined([originOf(site.vitalsEndpoint)]),
  frame: defined(studyDocs.map((doc) => originOf(docSource(doc.slug)))),
};

const lines: string[] = [];
const pages = textFiles(dir).filter((file) => file.endsWith('.html'));
for (const file of pages) {
  const html = readFileSync(file, 'utf8');
  const uri = `/${path.relative(dir, file).split(path.sep).join('/')}`;
  // The code runner's sandbox pages carry their own policy (lib/csp.ts runnerPolicy).
  const runner = runnerPage(uri);
  const policy = runner ? runnerPolicy(runner) : pagePolicy(html, sources);
  writeFileSync(file, withPolicyMeta(html, policy));
  lines.push(`"${uri}" "${runner ? runnerHeaderPolicy(policy) : headerPolicy(policy)}";`);
}
writeFileSync(
  path.join(dir, NGINX_MAP),
  `# Written by scripts/csp.ts: each page's Content-Security-Policy, for deploy/nginx.conf.\n${lines.sort().join('\n')}\n`,
);
console.log(
  `csp: ${pages.length} pages in ${dir}/ carry their policy; ${dir}/${NGINX_MAP} for nginx`,
);
