// block: const MAX_BODY = 1_000_000;
// --- before
// The block logs the port it got; the checker gives it a free one, so the number is masked.
const log = console.log;
console.log = (...args) =>
  log(
    ...args.map((a) =>
      typeof a === 'string' ? a.replace(/^listening on \d+$/, 'listening on <port>') : a,
    ),
  );
// --- harness
import request from 'supertest';
await new Promise((resolve) => server.once('listening', resolve));
const show = (res) =>
  console.log(res.status, res.headers['content-type'], JSON.stringify(res.body));
const created = await request(server).post('/tasks').send({ title: 'Write' });
console.log(created.status, /^[0-9a-f-]{36}$/.test(created.body.id), created.body.title);
show(await request(server).post('/tasks').send('null').type('json'));
show(await request(server).post('/tasks').send('{oops').type('json'));
show(
  await request(server)
    .post('/tasks')
    .send({ title: 'x'.repeat(1_000_001) }),
);
const list = await request(server).get('/tasks');
console.log(list.status, list.body.length);
show(await request(server).get('/nope'));
