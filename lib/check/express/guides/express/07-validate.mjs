// block: export function validate(schemas) {
// --- harness
import request from 'supertest';
const show = (res) => console.log(res.status, JSON.stringify(res.body));
show(await request(app).post('/tasks').send({ title: '  Write  ', due: '2026-12-01' }));
show(await request(app).post('/tasks').send({ title: '', priority: 'urgent' }));
show(await request(app).get('/tasks?page=3'));
show(await request(app).get('/tasks?page=0'));
show(await request(app).post('/tasks').type('text/plain').send('x')); // no body: validated as {}
// Unknown fields are stripped, and an operator object where a string belongs is refused.
show(await request(app).post('/tasks').send({ title: 'Write', isAdmin: true }));
show(
  await request(app)
    .post('/tasks')
    .send({ title: { $ne: null } }),
);
