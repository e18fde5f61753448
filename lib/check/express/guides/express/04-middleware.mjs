// block: export function requireHeader(name) {
// path: middleware.js
// --- harness
import express from 'express';
import request from 'supertest';
import { requestLog, requireHeader, loadUser } from './middleware.js';
process.hrtime.bigint = () => 0n; // a fixed clock, so the logged time prints 0.0ms
const users = {
  async findByToken(token) {
    if (token === 'broken') throw new Error('user store down');
    return token ? { name: 'Ada' } : null;
  },
};
const app = express();
app.use(requestLog);
app.get('/me', requireHeader('authorization'), loadUser(users), (req, res) => {
  res.json(res.locals.user);
});
// eslint-disable-next-line @typescript-eslint/no-unused-vars -- four parameters make an error handler
app.use((err, req, res, next) => res.status(500).json({ error: err.message }));
for (const [auth, id] of [
  [undefined, 'r1'],
  ['t', 'r2'],
  ['broken', 'r3'],
]) {
  const call = request(app).get('/me').set('x-request-id', id);
  const res = await (auth ? call.set('authorization', auth) : call);
  console.log(res.status, res.headers['x-request-id'], JSON.stringify(res.body));
}
// The chapter's prose about mounting, body parsers and express.static, on a second app.
const { mkdirSync, writeFileSync } = await import('node:fs');
const { join } = await import('node:path');
const root = join(process.cwd(), 'public');
mkdirSync(join(root, '.well-known'), { recursive: true });
writeFileSync(join(root, 'a.txt'), 'a');
writeFileSync(join(root, '.env'), 'secret');
writeFileSync(join(root, '.well-known', 'security.txt'), 'contact');
const parsers = express();
parsers.use('/api', (req, res) => res.send(`api saw ${req.url}`));
parsers.post('/json', express.json(), (req, res) => res.json({ body: typeof req.body }));
parsers.post('/form', express.urlencoded(), (req, res) => res.json(req.body));
parsers.use('/files', express.static(root));
parsers.use('/all-files', express.static(root, { dotfiles: 'allow' }));
// eslint-disable-next-line @typescript-eslint/no-unused-vars -- four parameters make an error handler
parsers.use((err, req, res, next) => res.status(err.status).send(err.type));
for (const path of ['/api', '/api/tasks', '/apis']) {
  const res = await request(parsers).get(path);
  console.log(path, res.status, res.status === 200 ? res.text : '');
}
let res = await request(parsers).post('/json').type('text/plain').send('hi');
console.log('json parser, text body:', res.text);
for (const size of [100 * 1024, 100 * 1024 + 1]) {
  res = await request(parsers)
    .post('/json')
    .type('json')
    .send(JSON.stringify({ s: 'x'.repeat(size - 8) }));
  console.log(`json body of ${size} bytes:`, res.status, res.text);
}
res = await request(parsers).post('/form').type('form').send('filter[status]=open&tag=a&tag=b');
console.log('urlencoded:', res.text);
for (const path of ['a.txt', '.env', '.well-known/security.txt']) {
  const hidden = (await request(parsers).get(`/files/${path}`)).status;
  const allowed = (await request(parsers).get(`/all-files/${path}`)).status;
  console.log(path, hidden, allowed);
}
