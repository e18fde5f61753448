// Serves out/ with nginx using deploy/nginx.conf and runs the @smoke end-to-end tests against
// it. Skipped, with a notice, where nginx is not installed (CI installs it).
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const nginx = ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/bin/nginx'].find(
  (p) => spawnSync('test', ['-x', p]).status === 0,
);
if (!nginx) {
  console.log('notice: nginx is not installed; the nginx smoke test is skipped (CI installs it).');
  process.exit(0);
}

const port = Number(process.env.NGINX_PORT ?? 8089);
const work = mkdtempSync(path.join(tmpdir(), 'nginx-smoke-'));
const server = readFileSync('deploy/nginx.conf', 'utf8')
  .replace(/listen \d+;/, `listen 127.0.0.1:${port};`)
  .replace(/root [^;]+;/, `root ${path.resolve('out')};`);
const mime = ['/etc/nginx/mime.types', '/usr/local/etc/nginx/mime.types'].find(
  (p) => spawnSync('test', ['-f', p]).status === 0,
);
writeFileSync(
  path.join(work, 'nginx.conf'),
  // Started as root, nginx would switch its workers to `nobody`, who cannot read a checkout in
  // a private temporary folder; this test server keeps the invoking user.
  `${process.getuid?.() === 0 ? 'user root;\n' : ''}worker_processes 1;\npid ${work}/nginx.pid;\nerror_log ${work}/error.log;\nevents {}\nhttp {\n  ${mime ? `include ${mime};` : 'types { text/html html; application/javascript js; text/css css; image/svg+xml svg; application/pdf pdf; }'}\n  access_log off;\n  client_body_temp_path ${work}/body;\n  proxy_temp_path ${work}/proxy;\n  fastcgi_temp_path ${work}/fastcgi;\n  uwsgi_temp_path ${work}/uwsgi;\n  scgi_temp_path ${work}/scgi;\n${server}\n}\n`,
);

execFileSync(nginx, ['-t', '-q', '-p', work, '-c', path.join(work, 'nginx.conf')], {
  stdio: 'inherit',
});
const child = spawn(nginx, ['-p', work, '-c', path.join(work, 'nginx.conf'), '-g', 'daemon off;'], {
  stdio: 'inherit',
});
let status = 1;
try {
  const result = spawnSync(
    process.execPath,
    ['node_modules/@playwright/test/cli.js', 'test', '--grep', '@smoke'],
    {
      stdio: 'inherit',
      env: { ...process.env, E2E_BASE_URL: `http://127.0.0.1:${port}`, E2E_SERVER: 'nginx' },
    },
  );
  status = result.status ?? 1;
} finally {
  child.kill('SIGQUIT');
  rmSync(work, { recursive: true, force: true });
}
process.exit(status);
