// block: process.once('SIGTERM', async () => {
// --- before
import http from 'node:http';
// The server of the chapter's block above, reduced to one route.
const server = http.createServer((req, res) => res.end('ok'));
server.listen(3000);
// --- harness
import request from 'supertest';
await new Promise((resolve) => server.once('listening', resolve));
console.log((await request(server).get('/')).text);
process.kill(process.pid, 'SIGTERM');
await sleep(100);
console.log('still serving during the 5 s wait:', (await request(server).get('/')).text);
process.on('exit', (code) => console.log('exit code', code));
