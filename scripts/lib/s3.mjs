// An S3-compatible server for the tests and the Lighthouse runs: s3rver (npm), a Node
// implementation of the S3 API with bucket website hosting, listening on 127.0.0.1 only.
// Buckets are created and made websites through the S3 API, as on S3.
import { CreateBucketCommand, PutBucketWebsiteCommand, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';

// s3rver's fixed account.
const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

/**
 * The bucket's website endpoint. Like S3 (bucket.s3-website-region.amazonaws.com), s3rver tells
 * a website request from an API request by the host name; names under .localhost are loopback.
 */
export const websiteUrl = (bucket, port) => `http://${bucket}.s3-website.localhost:${port}`;

/** Starts s3rver on 127.0.0.1:port, storing objects in directory. */
export async function startS3({ port, directory }) {
  const server = new S3rver({
    address: '127.0.0.1',
    port,
    directory,
    silent: !process.env.S3_VERBOSE,
    // Website requests come to <bucket>.s3-website.localhost.
    serviceEndpoint: 'localhost',
  });
  await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new S3Client({ region: 'us-east-1', endpoint, forcePathStyle: true, credentials });
  return {
    endpoint,
    /** Creates the bucket and turns on website hosting: index.html for folders, 404.html for errors. */
    async createWebsiteBucket(bucket) {
      await client.send(new CreateBucketCommand({ Bucket: bucket }));
      await client.send(
        new PutBucketWebsiteCommand({
          Bucket: bucket,
          WebsiteConfiguration: {
            IndexDocument: { Suffix: 'index.html' },
            ErrorDocument: { Key: '404.html' },
          },
        }),
      );
    },
    /** The environment scripts/deploy-s3.mjs reads to deploy to this server. */
    deployEnv(bucket) {
      return {
        S3_BUCKET: bucket,
        S3_ENDPOINT: endpoint,
        AWS_REGION: 'us-east-1',
        AWS_ACCESS_KEY_ID: credentials.accessKeyId,
        AWS_SECRET_ACCESS_KEY: credentials.secretAccessKey,
      };
    },
    async stop() {
      client.destroy();
      await server.close();
    },
  };
}
