// Media bucket backup/restore through the S3 API, run inside the content
// container (deploy/backup/media.sh): node -e "<this file>" backup|restore.
// backup: downloads every object of S3_BUCKET under a temporary folder with
// an index of Content-Type / Cache-Control, and writes it to stdout as a tar.
// restore: reads such a tar from stdin and puts every object back.
// Uses the content service's S3 settings (S3_ENDPOINT, S3_BUCKET, keys).
const { spawnSync } = require('node:child_process');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');

const sdkPath = require.resolve('@aws-sdk/client-s3', { paths: [path.resolve('services/content'), process.cwd()] });
const { S3Client, ListObjectsV2Command, GetObjectCommand, PutObjectCommand } = require(sdkPath);

const env = process.env;
const Bucket = env.S3_BUCKET || 'media';
const s3 = new S3Client({
  endpoint: env.S3_ENDPOINT,
  region: env.S3_REGION || 'us-east-1',
  forcePathStyle: true,
  credentials: { accessKeyId: env.S3_ACCESS_KEY, secretAccessKey: env.S3_SECRET_KEY },
  requestChecksumCalculation: 'WHEN_REQUIRED',
  responseChecksumValidation: 'WHEN_REQUIRED',
});
const INDEX = '.portal-media-index.json';
const log = (msg) => process.stderr.write(`media: ${msg}\n`);

function tar(args, stdio) {
  const r = spawnSync('tar', args, { stdio });
  if (r.status !== 0) throw new Error(`tar ${args.join(' ')} failed (${r.status})`);
}

async function backup() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'media-backup-'));
  const index = {};
  let token;
  do {
    const page = await s3.send(new ListObjectsV2Command({ Bucket, ContinuationToken: token }));
    for (const { Key } of page.Contents ?? []) {
      if (Key.split('/').some((p) => p === '..' || p === '')) throw new Error(`unsafe key ${Key}`);
      const obj = await s3.send(new GetObjectCommand({ Bucket, Key }));
      const file = path.join(dir, 'objects', Key);
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, Buffer.from(await obj.Body.transformToByteArray()));
      index[Key] = { contentType: obj.ContentType, cacheControl: obj.CacheControl };
    }
    token = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (token);
  fs.writeFileSync(path.join(dir, INDEX), JSON.stringify({ bucket: Bucket, objects: index }, null, 1));
  log(`${Object.keys(index).length} objects of bucket ${Bucket}`);
  tar(
    ['-C', dir, '-cf', '-', INDEX, ...(Object.keys(index).length ? ['objects'] : [])],
    ['ignore', 'inherit', 'inherit'],
  );
  fs.rmSync(dir, { recursive: true, force: true });
}

async function restore() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'media-restore-'));
  tar(['-C', dir, '-xf', '-'], ['inherit', 'ignore', 'inherit']);
  const { objects } = JSON.parse(fs.readFileSync(path.join(dir, INDEX), 'utf8'));
  let n = 0;
  for (const [Key, meta] of Object.entries(objects)) {
    await s3.send(
      new PutObjectCommand({
        Bucket,
        Key,
        Body: fs.readFileSync(path.join(dir, 'objects', Key)),
        ContentType: meta.contentType,
        CacheControl: meta.cacheControl,
      }),
    );
    n++;
  }
  fs.rmSync(dir, { recursive: true, force: true });
  log(`restored ${n} objects into bucket ${Bucket}`);
}

const modes = { backup, restore };
const mode = process.argv[1];
if (!modes[mode]) {
  log('usage: node -e "<media.cjs>" backup|restore');
  process.exit(2);
}
modes[mode]().catch((err) => {
  log(`failed: ${err.message}`);
  process.exit(1);
});
