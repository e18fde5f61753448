// block: app.get('/tasks/export', async (req, res) => {
// --- harness
import request from 'supertest';
const created = await request(app).post('/tasks').send({ title: 'Say "hi"' });
console.log(created.status, created.headers.location, JSON.stringify(created.body));
await request(app).post('/tasks').send({ title: 'Second' });
const page = await request(app).get('/tasks?page=2&size=1');
console.log(page.status, page.headers['x-total-count'], JSON.stringify(page.body));
for (const query of ['page=0', 'size=101', 'page=abc'])
  console.log(query, (await request(app).get(`/tasks?${query}`)).status);
const csv = await request(app).get('/tasks/export');
console.log(csv.status, csv.type, csv.headers['content-disposition']);
process.stdout.write(csv.text);
