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
