// block: // src/server.js
// path: src/server.js
// --- file: src/app.js = block: // src/app.js
// --- file: src/tasks/routes.js
import { Router } from 'express';
export const taskRoutes = (service) =>
  Router().get('/', async (req, res) => res.json(await service.list()));
// --- file: src/errors.js
export const notFound = (req, res) => res.status(404).json({ error: 'not found' });
export const errorHandler = () => (err, req, res, _next) =>
  res.status(500).json({ error: 'internal server error' });
// --- file: src/db.js
export const createPool = () => ({ end: async () => console.log('pool ended') });
// --- file: src/tasks/repository.js
export class TaskRepository {
  async list() {
    return [{ id: 1, title: 'Write' }];
  }
}
// --- file: src/tasks/service.js
export class TaskService {
  constructor(repository) {
    this.repository = repository;
  }
  list() {
    return this.repository.list();
  }
}
// --- file: src/config.js
export const loadConfig = () => ({ port: 3000, databaseUrl: 'postgres://stand-in' });
// --- harness
// The chapter's two files, app.js and server.js, with stand-ins for the modules it does not show,
// and its prose on shutdown: on SIGTERM the server keeps serving through the drain, then
// server.close() closes idle keep-alive connections at once (Node 19+), so the close callback
// runs well before keepAliveTimeout (5 s) would have ended them; the pool ends; exit code 0.
import http from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';

let server;
const listen = http.Server.prototype.listen;
http.Server.prototype.listen = function (...args) {
  server = listen.apply(this, args); // listen returns the server it was called on
  return server;
};
await import('./src/server.js');
if (!server.listening) await new Promise((resolve) => server.once('listening', resolve));
const base = `http://127.0.0.1:${server.address().port}`;
async function get(path) {
  const res = await fetch(base + path); // undici keeps the connection alive after it
  const headers = ['x-powered-by', 'x-content-type-options']
    .map((name) => `${name}=${res.headers.get(name)}`)
    .join(' ');
  return `${path} ${res.status} ${JSON.stringify(await res.json())} ${headers}`;
}
console.log(await get('/health'));
console.log(await get('/api/v1/tasks'));
console.log(await get('/nope'));

let closedAt;
const close = server.close;
server.close = function (callback) {
  closedAt = performance.now();
  return close.call(this, callback);
};
process.on('exit', (code) => {
  const waited = performance.now() - closedAt;
  console.log(`closed before keepAliveTimeout: ${waited < server.keepAliveTimeout - 1000}`);
  console.log(`exit ${code}`);
});
process.emit('SIGTERM');
await sleep(1000);
console.log(`during the drain: ${await get('/health')}`);
