// block: export function buildApp({ tasks }) {
// path: src/tasks-app.js
// --- harness
import request from 'supertest';
import { buildApp } from './src/tasks-app.js';
console.error = () => undefined; // the 500 path logs the error; not part of the output
const tasks = {
  async findById(id) {
    if (id === 'broken') throw new Error('connection reset');
    return id === '1' ? { id: '1', title: 'Write' } : null;
  },
};
const app = buildApp({ tasks });
for (const path of ['/tasks/1', '/tasks/2', '/tasks/broken', '/legacy', '/nope?x=1']) {
  const res = await request(app).get(path);
  console.log(path, res.status, JSON.stringify(res.body));
}
// The chapter's prose: which next() values are errors, and Express's default handler.
const express = (await import('express')).default;
const chain = express();
chain.get(
  '/null',
  (req, res, next) => next(null),
  (req, res) => res.send('continued'),
);
chain.get('/string', (req, res, next) => next('oops'));
chain.get('/throw', () => {
  throw new Error('secret detail');
});
chain.post('/json', express.json(), (req, res) => res.send('parsed'));
// A function with three parameters is ordinary middleware: Express skips it while an error is pending.
chain.use((err, req, res) => res.send('three parameters'));
for (const env of ['development', 'production']) {
  chain.set('env', env);
  for (const path of ['/null', '/string', '/throw']) {
    const res = await request(chain).get(path);
    const body = res.text.includes('secret detail') ? 'shows the message' : res.text.trim();
    console.log(
      env,
      path,
      res.status,
      body.includes('<pre>') ? body.match(/<pre>(.*?)<\/pre>/)[1] : body,
    );
  }
}
for (const body of ['{bad', JSON.stringify({ s: 'x'.repeat(100 * 1024) })]) {
  const res = await request(chain).post('/json').type('json').send(body);
  console.log('body parser error', res.status);
}
