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
// The chapter's prose about requests, responses and the Express 5 changes, on a second app.
const probe = express();
probe.get('/query', (req, res) => {
  req.query.added = 'x'; // a fresh object on every read: the change is lost
  let assigned = 'no error';
  try {
    req.query = {};
  } catch (error) {
    assigned = error.constructor.name;
  }
  res.json({ query: req.query, assigned });
});
probe.get('/host', (req, res) => res.json({ host: req.host, hostname: req.hostname }));
probe.get('/is', (req, res) => res.json({ is: req.is('json') }));
probe.get('/status/:code', (req, res) => {
  try {
    res.status(JSON.parse(req.params.code)).end();
  } catch (error) {
    res.status(500).send(error.constructor.name);
  }
});
probe.get('/send-status/:code', (req, res) => res.sendStatus(Number(req.params.code)));
probe.get('/old/json', (req, res) => res.json({ a: 1 }, 404));
probe.get('/old/send', (req, res) => res.send(404));
probe.get('/old/back', (req, res) => res.redirect('back'));
probe.get('/old/redirect', (req, res) => res.redirect('/x', 301));
// eslint-disable-next-line @typescript-eslint/no-unused-vars -- four parameters make an error handler
probe.use((err, req, res, next) => res.status(500).send(err.constructor.name));
const proxied = express().set('trust proxy', 1);
proxied.get('/', (req, res) =>
  res.json({ ip: req.ip, protocol: req.protocol, host: req.hostname }),
);
let res = await request(probe).get('/query?tag=a&tag=b&filter[status]=open');
console.log('query', JSON.stringify(res.body));
res = await request(probe).get('/host').set('Host', 'example.com:8080');
console.log('host', JSON.stringify(res.body));
res = await request(probe).get('/is').set('Content-Type', 'application/json');
console.log('is without a body', JSON.stringify(res.body));
for (const code of ['99', '599', '1000', '200.5', '"200"'])
  console.log('status', code, (await request(probe).get(`/status/${code}`)).text || 'ok');
for (const code of [404, 204]) {
  res = await request(probe).get(`/send-status/${code}`);
  console.log('sendStatus', res.status, JSON.stringify(res.text));
}
res = await request(probe).get('/old/json');
console.log('json(obj, 404)', res.status, res.text);
res = await request(probe).get('/old/send');
console.log('send(404)', res.status, res.text);
res = await request(probe).get('/old/back').set('Referer', '/from');
console.log("redirect('back')", res.status, res.headers.location);
res = await request(probe).get('/old/redirect');
console.log('redirect(url, 301)', res.status, res.text);
res = await request(proxied)
  .get('/')
  .set('X-Forwarded-For', '198.51.100.7')
  .set('X-Forwarded-Proto', 'https')
  .set('X-Forwarded-Host', 'api.example.com');
console.log('trust proxy 1', JSON.stringify(res.body));
