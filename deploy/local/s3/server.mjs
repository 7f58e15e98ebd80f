// S3-compatible server standing in for SeaweedFS (docker-compose.local.yml):
// s3rver, the embedded storage of `npm start`, on SeaweedFS's port (S3_PORT,
// 8333 there), files under /data (the seaweedfs-data volume). It accepts the
// content service's key (S3_ACCESS_KEY / S3_SECRET_KEY), the one identity
// SeaweedFS's s3.json gives rights on the bucket; the content service creates
// the bucket at start, as with SeaweedFS. s3rver has no identities for
// anonymous callers: it serves every object to anonymous GETs, which is what
// SeaweedFS's "anonymous" identity (Read on the bucket) allows the gateway.
import { createRequire } from 'node:module';
import S3rver from 's3rver';

const require = createRequire(import.meta.url);
const { DUMMY_ACCOUNT } = require('s3rver/lib/models/account');
if (process.env.S3_ACCESS_KEY && process.env.S3_SECRET_KEY) {
  DUMMY_ACCOUNT.createKeyPair(process.env.S3_ACCESS_KEY, process.env.S3_SECRET_KEY);
}

const server = new S3rver({
  address: '0.0.0.0',
  port: Number(process.env.S3_PORT || 8333),
  directory: process.env.S3_DIRECTORY || '/data',
  vhostBuckets: false,
  silent: process.env.S3_SILENT !== 'false',
});
await server.run();
console.log(
  `s3rver listening on 0.0.0.0:${process.env.S3_PORT || 8333}, files in ${process.env.S3_DIRECTORY || '/data'}`,
);

const stop = () => server.close(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
