// block: // server.js
// --- harness
import request from 'supertest';
process.env.PORT ??= '3000';
const health = await request(app).get('/health');
console.log(health.status, health.body.status, typeof health.body.uptime);
const echo = await request(app).post('/echo').send({ a: 1 });
console.log(echo.status, JSON.stringify(echo.body));
const text = await request(app).post('/echo').type('text/plain').send('hi');
console.log(text.status, JSON.stringify(text.body)); // no parser matched: received is undefined
