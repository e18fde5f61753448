// block: // src/app.js
// path: src/app.js
// --- file: src/tasks/routes.js
import { Router } from 'express';
export const taskRoutes = (service) =>
  Router().get('/', async (req, res) => res.json(await service.list()));
// --- file: src/errors.js
export const notFound = (req, res) => res.status(404).json({ error: 'not found' });
export const errorHandler = (logger) => (err, req, res, _next) => {
  logger.error(err.message);
  res.status(500).json({ error: 'internal server error' });
};
// --- harness
// The chapter's claim: an app built from its dependencies is tested with fakes and no open port.
import request from 'supertest';
import { createApp } from './src/app.js';

const taskService = {
  async list() {
    throw new Error('database down');
  },
};
const logger = { error: (message) => console.log(`logged: ${message}`) };
const app = createApp({ taskService, logger });
for (const path of ['/health', '/api/v1/tasks', '/nope']) {
  const res = await request(app).get(path);
  console.log(
    path,
    res.status,
    JSON.stringify(res.body),
    `x-powered-by=${res.headers['x-powered-by']}`,
  );
}
const big = await request(app)
  .post('/api/v1/tasks')
  .set('Content-Type', 'application/json')
  .send(JSON.stringify({ title: 'x'.repeat(200_000) }));
console.log('a 200 kB body:', big.status);
