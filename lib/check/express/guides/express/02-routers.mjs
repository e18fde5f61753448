// block: const members = express.Router({ mergeParams: true });
// --- harness
import request from 'supertest';
const show = (res) => console.log(res.status, JSON.stringify(res.body));
show(await request(app).get('/tasks'));
show(await request(app).post('/tasks').send({ title: 'x' }));
show(await request(app).get('/tasks/7'));
show(await request(app).get('/projects/p1/members'));
