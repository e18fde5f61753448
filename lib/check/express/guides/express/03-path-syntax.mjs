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
