// nginx serving folders with the shipped server block (deploy/nginx.conf), for the smoke test and
// the Lighthouse runs: the exported site served the way it is deployed.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** The nginx binary, or undefined where it is not installed. */
export const nginx = ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/bin/nginx'].find(
  (p) => spawnSync('test', ['-x', p]).status === 0,
);

/**
 * Starts nginx with one copy of deploy/nginx.conf's server block per site ({ port, root }) on
 * 127.0.0.1. Returns a function that stops it and removes its working folder.
 */
export function startNginx(sites) {
  if (!nginx) throw new Error('nginx is not installed');
  const work = mkdtempSync(path.join(tmpdir(), 'nginx-'));
  const block = readFileSync('deploy/nginx.conf', 'utf8');
  // One copy of the file per site: its own port and root, its own map variables (nginx allows
  // one map per variable), the policy map its build wrote (none for a folder without one).
  const empty = path.join(work, 'empty.map');
  writeFileSync(empty, '');
  const servers = sites.map(({ port, root }, i) => {
    const map = path.resolve(root, 'csp.nginx.map');
    return block
      .replace(/listen \d+;/, `listen 127.0.0.1:${port};`)
      .replace(/root [^;]+;/, `root ${path.resolve(root)};`)
      .replace(/include \S+\/csp\.nginx\.map;/, `include ${existsSync(map) ? map : empty};`)
      .replace(/\$learn_skills_(\w+)/g, `$learn_skills_$1_${i}`)
      .replace(i > 0 ? /^map_hash_bucket_size .*$/m : /^$/, '');
  });
  const mime = ['/etc/nginx/mime.types', '/usr/local/etc/nginx/mime.types'].find(
    (p) => spawnSync('test', ['-f', p]).status === 0,
  );
  writeFileSync(
    path.join(work, 'nginx.conf'),
    // Started as root, nginx would switch its workers to `nobody`, who cannot read a checkout in
    // a private temporary folder; this server keeps the invoking user.
    `${process.getuid?.() === 0 ? 'user root;\n' : ''}worker_processes 1;\npid ${work}/nginx.pid;\nerror_log ${work}/error.log;\nevents {}\nhttp {\n  ${mime ? `include ${mime};` : 'types { text/html html; application/javascript js; text/css css; image/svg+xml svg; application/pdf pdf; }'}\n  access_log off;\n  client_body_temp_path ${work}/body;\n  proxy_temp_path ${work}/proxy;\n  fastcgi_temp_path ${work}/fastcgi;\n  uwsgi_temp_path ${work}/uwsgi;\n  scgi_temp_path ${work}/scgi;\n${servers.join('\n')}\n}\n`,
  );
  execFileSync(nginx, ['-t', '-q', '-p', work, '-c', path.join(work, 'nginx.conf')], {
    stdio: 'inherit',
  });
  const child = spawn(
    nginx,
    ['-p', work, '-c', path.join(work, 'nginx.conf'), '-g', 'daemon off;'],
    {
      stdio: 'inherit',
    },
  );
  return () => {
    child.kill('SIGQUIT');
    rmSync(work, { recursive: true, force: true });
  };
}
