// block: app.use('/api/login', rateLimit({ windowMs: 15 * 60_000, limit: 10 }));
// --- harness
import request from 'supertest';
app.post('/api/login', (req, res) => res.sendStatus(401));
let res = await request(app).get('/').set('Origin', 'https://app.example.com');
for (const name of [
  'x-content-type-options',
  'x-frame-options',
  'strict-transport-security',
  'x-powered-by',
  'access-control-allow-origin',
  'access-control-allow-credentials',
])
  console.log(`${name}: ${res.headers[name]}`);
res = await request(app).get('/').set('Origin', 'https://evil.example');
console.log('other origin:', res.headers['access-control-allow-origin']);
const statuses = [];
for (let i = 0; i < 11; i++) statuses.push((await request(app).post('/api/login')).status);
console.log(statuses.join(' '));
res = await request(app).post('/api/login').set('X-Forwarded-For', '203.0.113.9');
console.log('another client behind the proxy:', res.status);
res = await request(app)
  .post('/x')
  .send({ big: 'x'.repeat(60_000) });
console.log('60 kB body:', res.status);
// CORS decides what the page may read; the server still runs a simple cross-origin request.
app.post('/form', (req, res) => res.send('ran'));
res = await request(app)
  .post('/form')
  .set('Origin', 'https://evil.example')
  .type('form')
  .send('a=1');
console.log(
  'cross-origin form POST:',
  res.status,
  res.text,
  res.headers['access-control-allow-origin'],
);
