// Deploys an export (out/ by default) to an S3 bucket or an S3-compatible store through the S3
// API: text files stored gzip-compressed with Content-Encoding: gzip (the build's level-9 .gz
// copies where they are current), everything else as it is, each with its Content-Type and
// Cache-Control (scripts/lib/objects.mjs). Assets go up first and pages last; the previous
// builds' /_next/static/ files are kept, other objects the export no longer has are deleted.
//
//   S3_BUCKET=my-site [S3_ENDPOINT=https://…] [AWS_REGION=…] npm run deploy:s3 [-- out]
//
// Credentials come from the AWS SDK's usual sources (AWS_ACCESS_KEY_ID and
// AWS_SECRET_ACCESS_KEY, AWS_PROFILE, an instance role, ...). S3_PATH_STYLE=1 addresses the bucket
// in the path (most S3-compatible stores want it; it is the default when S3_ENDPOINT is set).
// S3_KEEP_STALE=1 deletes nothing. S3_GZIP=0 stores every file as it is, for a store that cannot
// send a stored Content-Encoding (then a CDN or server in front must compress).
import { readFileSync, statSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import {
  DeleteObjectsCommand,
  ListObjectsCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { staleKeys, uploadPlan } from './lib/objects.mjs';

const dir = process.argv[2] ?? 'out';
const bucket = process.env.S3_BUCKET;
if (!bucket) {
  console.error('deploy-s3: set S3_BUCKET (and S3_ENDPOINT for a store other than AWS S3)');
  process.exit(1);
}
const endpoint = process.env.S3_ENDPOINT || undefined;
const client = new S3Client({
  region: process.env.AWS_REGION || process.env.AWS_DEFAULT_REGION || 'us-east-1',
  endpoint,
  forcePathStyle: process.env.S3_PATH_STYLE ? process.env.S3_PATH_STYLE === '1' : Boolean(endpoint),
  // Checksums only where an operation requires one: newer SDKs otherwise send every upload as
  // aws-chunked with a trailing checksum, which many S3-compatible stores do not accept.
  requestChecksumCalculation: 'WHEN_REQUIRED',
  responseChecksumValidation: 'WHEN_REQUIRED',
});

/** The bytes to store: the build's .gz copy when it is at least as new as the file. */
function body(entry) {
  const raw = readFileSync(entry.file);
  if (!entry.gzip) return raw;
  try {
    if (statSync(`${entry.file}.gz`).mtimeMs >= statSync(entry.file).mtimeMs)
      return readFileSync(`${entry.file}.gz`);
  } catch {}
  return gzipSync(raw, { level: 9 });
}

async function put(entry) {
  const bytes = body(entry);
  await client.send(
    new PutObjectCommand({
      Bucket: bucket,
      Key: entry.key,
      Body: bytes,
      ContentLength: bytes.length,
      ContentType: entry.contentType,
      CacheControl: entry.cacheControl,
      ContentEncoding: entry.gzip ? 'gzip' : undefined,
    }),
  );
  return bytes.length;
}

/** Runs task over items, a few at a time. */
async function inParallel(items, task, width = 8) {
  const results = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(width, items.length) }, async () => {
      while (next < items.length) {
        const i = next++;
        results[i] = await task(items[i]);
      }
    }),
  );
  return results;
}

/**
 * Every key in the bucket. ListObjects (v1) pages by the last key seen: every S3-compatible store
 * has it, while s3rver cannot page ListObjectsV2 past 1,000 keys on Node 20 (its continuation
 * token uses a cipher OpenSSL 3 no longer offers), and the search index alone is 1,400 files.
 */
async function listKeys() {
  const keys = [];
  let Marker;
  for (;;) {
    const page = await client.send(new ListObjectsCommand({ Bucket: bucket, Marker }));
    const found = (page.Contents ?? []).map((object) => object.Key);
    keys.push(...found);
    if (!page.IsTruncated || found.length === 0) return keys;
    Marker = page.NextMarker ?? found[found.length - 1];
  }
}

const plan = uploadPlan(dir).map((entry) =>
  process.env.S3_GZIP === '0' ? { ...entry, gzip: false } : entry,
);
const pages = plan.filter((entry) => entry.key.endsWith('.html'));
const assets = plan.filter((entry) => !entry.key.endsWith('.html'));
const started = Date.now();
// Everything a page loads is in place before any new page is.
const assetBytes = await inParallel(assets, put);
const pageBytes = await inParallel(pages, put);
const stale = process.env.S3_KEEP_STALE ? [] : staleKeys(await listKeys(), plan);
for (let i = 0; i < stale.length; i += 1000) {
  await client.send(
    new DeleteObjectsCommand({
      Bucket: bucket,
      Delete: { Objects: stale.slice(i, i + 1000).map((Key) => ({ Key })), Quiet: true },
    }),
  );
}
const sum = (values) => values.reduce((a, b) => a + b, 0);
console.log(
  `deploy-s3: ${plan.length} objects to s3://${bucket}${endpoint ? ` at ${endpoint}` : ''} ` +
    `(${assets.length} assets then ${pages.length} pages, ${sum([...assetBytes, ...pageBytes])} bytes stored, ` +
    `${plan.filter((e) => e.gzip).length} gzip-compressed), ${stale.length} stale objects deleted, ` +
    `${((Date.now() - started) / 1000).toFixed(1)} s`,
);
