// S3-compatible server standing in for MinIO (docker-compose.local.yml): s3rver,
// the embedded storage of `npm start`, on port 9000, files under /data (the
// minio-data volume). It accepts MinIO's root key (MINIO_ROOT_USER /
// MINIO_ROOT_PASSWORD) and the content service's key (S3_ACCESS_KEY /
// S3_SECRET_KEY), as minio-init would have created it. s3rver has no bucket
// policies: it serves every object to anonymous GETs, which is what the
// public-read policy of the real minio-init gives the bucket.
import { createRequire } from 'node:module';
import S3rver from 's3rver';

const require = createRequire(import.meta.url);
const { DUMMY_ACCOUNT } = require('s3rver/lib/models/account');
for (const [id, secret] of [
  [process.env.MINIO_ROOT_USER, process.env.MINIO_ROOT_PASSWORD],
  [process.env.S3_ACCESS_KEY, process.env.S3_SECRET_KEY],
]) {
  if (id && secret) DUMMY_ACCOUNT.createKeyPair(id, secret);
}

const server = new S3rver({
  address: '0.0.0.0',
  port: Number(process.env.S3_PORT || 9000),
  directory: process.env.S3_DIRECTORY || '/data',
  vhostBuckets: false,
  silent: process.env.S3_SILENT !== 'false',
});
await server.run();
console.log(
  `s3rver listening on 0.0.0.0:${process.env.S3_PORT || 9000}, files in ${process.env.S3_DIRECTORY || '/data'}`,
);

const stop = () => server.close(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
