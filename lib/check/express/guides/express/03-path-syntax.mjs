// block: app.get('/reports/:name{.:format}'
// --- before
import express from 'express';
const app = express();
// --- harness
import request from 'supertest';
for (const path of [
  '/files/a/b.txt',
  '/files',
  '/reports/q1',
  '/reports/q1.pdf',
  '/orders/42',
  '/orders/latest',
]) {
  const res = await request(app).get(path);
  console.log(path, res.status, res.type === 'application/json' ? JSON.stringify(res.body) : '');
}
for (const pattern of ['*', '/files/*', '/:id(\\d+)', '/docs/:page?']) {
  try {
    express().get(pattern, () => undefined);
    console.log(pattern, 'accepted');
  } catch (error) {
    console.log(pattern, 'throws', error.constructor.name);
  }
}
// The section's other rules, on a second app.
const more = express();
more.get('/docs{/*rest}', (req, res) => res.json(req.params));
more.get('/users/:user-id', (req, res) => res.json(req.params));
more.get('/teams/:"team-id"', (req, res) => res.json(req.params));
more.get('/lit/a\\(b\\)', (req, res) => res.json({ literal: true }));
more.get('/{*splat}', (req, res) => res.json({ catchAll: req.params }));
for (const path of [
  '/docs',
  '/docs/a/b',
  '/users/ada-id',
  '/teams/red',
  '/lit/a(b)',
  '/',
  '/x/y',
]) {
  const res = await request(more).get(path);
  console.log(path, res.status, JSON.stringify(res.body));
}
for (const pattern of ['/a(b)', '/a[b]', '/a+', '/a!'])
  try {
    express().get(pattern, () => undefined);
    console.log(pattern, 'accepted');
  } catch (error) {
    console.log(pattern, 'throws', error.constructor.name);
  }
