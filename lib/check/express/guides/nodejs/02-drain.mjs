// block: await once(stream, 'drain');
// --- harness
import { Writable } from 'node:stream';
let drains = 0;
let written = 0;
// A slow sink with a small buffer, so write() returns false and the loop waits for 'drain'.
const sink = new Writable({
  highWaterMark: 64,
  write(chunk, encoding, done) {
    written += chunk.length;
    setImmediate(done);
  },
});
sink.on('drain', () => drains++);
await writeRows(
  sink,
  Array.from({ length: 100 }, (_, i) => [i, 'row']),
);
console.log(written, drains > 0 ? 'waited for drain' : 'never waited', sink.writableFinished);
