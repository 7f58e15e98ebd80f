// Stands in for minio-init (docker-compose.local.yml): creates the bucket
// S3_BUCKET on the stand-in server if it is missing. Public read needs no
// policy there (see server.mjs), and the content key is accepted by the server.
const endpoint = process.env.S3_INIT_ENDPOINT || 'http://minio:9000';
const bucket = process.env.S3_BUCKET || 'media';
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

for (let attempt = 1; ; attempt++) {
  try {
    const head = await fetch(`${endpoint}/${bucket}`, { method: 'HEAD' });
    if (head.ok) {
      console.log(`bucket ${bucket} exists`);
      break;
    }
    const put = await fetch(`${endpoint}/${bucket}`, { method: 'PUT' });
    if (!put.ok && put.status !== 409) throw new Error(`PUT /${bucket}: ${put.status} ${await put.text()}`);
    console.log(`bucket ${bucket} created`);
    break;
  } catch (err) {
    if (attempt >= 30) {
      console.error(`minio-init (stand-in): ${err.message}`);
      process.exit(1);
    }
    await sleep(1000);
  }
}
console.log(`bucket ${bucket} ready: objects readable anonymously (s3rver has no policies)`);
