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
