// Loaded before every Express example (node --import): the example's own `app.listen(3000)`
// listens on a free loopback port instead, and does not keep the process alive, so examples
// run side by side and the process ends when the harness's requests are done.
import http from 'node:http';

const listen = http.Server.prototype.listen;
http.Server.prototype.listen = function (...args) {
  const callback = args.find((arg) => typeof arg === 'function');
  const server = listen.call(this, 0, '127.0.0.1', callback);
  server.unref();
  return server;
};
