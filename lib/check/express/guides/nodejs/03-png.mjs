// block: async function pngSize(path) {
// --- harness
import { writeFileSync } from 'node:fs';
const header = Buffer.alloc(24);
PNG_SIGNATURE.copy(header);
header.writeUInt32BE(13, 8);
header.write('IHDR', 12);
header.writeUInt32BE(640, 16);
header.writeUInt32BE(480, 20);
writeFileSync('image.png', header);
writeFileSync('not.png', 'GIF89a and more bytes to reach 24');
console.log(await pngSize('image.png'));
await pngSize('not.png').catch((error) => console.log(error.message));
