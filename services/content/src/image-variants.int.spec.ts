import 'reflect-metadata';
import { GetObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { NestFactory } from '@nestjs/core';
import { TestStack } from '@portal/shared/testing';
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { DataSource } from 'typeorm';
import { CommandsModule } from './commands/commands.module';
import { loadContentConfig } from './config';
import { startTestS3 } from './testing/s3';

/**
 * `npm run images:variants` (commands/image-variants.ts, built to dist/) against the real
 * Postgres and an S3 API (s3rver): images stored the way the demo seed and older uploads
 * stored them get variants and new names; a second run changes nothing.
 */
const COMMAND = resolve(__dirname, '../dist/commands/image-variants.js');
const BUCKET = 'media';
const run = promisify(execFile);

let stack: TestStack;
let s3: S3Client;
let env: NodeJS.ProcessEnv;
let sql: DataSource;

beforeAll(async () => {
  stack = await TestStack.create('content_variants');
  const storage = await startTestS3(stack, { bucket: BUCKET, createBucket: true });
  s3 = storage.client;
  env = stack.env(storage.env);
  // The commands' module migrates the schema, as the command itself would.
  const context = await NestFactory.createApplicationContext(CommandsModule.register(loadContentConfig(env)), {
    logger: false,
  });
  stack.onStop(() => context.close());
  sql = context.get(DataSource);
});

afterAll(async () => {
  await stack?.stop();
});

async function put(key: string, body: Buffer, contentType: string): Promise<string> {
  await s3.send(new PutObjectCommand({ Bucket: BUCKET, Key: key, Body: body, ContentType: contentType }));
  return `/media/${key}`;
}

async function get(key: string): Promise<Buffer> {
  const object = await s3.send(new GetObjectCommand({ Bucket: BUCKET, Key: key }));
  return Buffer.from(await object.Body!.transformToByteArray());
}

async function bucketKeys(): Promise<string[]> {
  const list = await s3.send(new ListObjectsV2Command({ Bucket: BUCKET, MaxKeys: 1000 }));
  return (list.Contents ?? []).map((o) => o.Key!).sort();
}

async function runCommand(): Promise<string> {
  try {
    const { stdout } = await run(process.execPath, [COMMAND], { env: { ...process.env, ...env }, timeout: 300_000 });
    return stdout;
  } catch (err) {
    const { signal, stdout, stderr } = err as { signal?: string; stdout?: string; stderr?: string };
    throw new Error(`images:variants failed (${signal ?? 'exit code'}):\n${stdout}\n${stderr}`, { cause: err });
  }
}

async function articleImages(id: number): Promise<{ image_url: string | null; image_urls: string[] }> {
  const [row] = await sql.query(`SELECT image_url, image_urls FROM articles WHERE id = $1`, [id]);
  return row;
}

it('gives seeded-style images variants, renames them in the articles and profile photos, and is a no-op the second time', async () => {
  // As the demo seed stored its pictures: a 1200x675 JPEG under a random key without its size.
  // This one also carries GPS EXIF and a turned orientation, as an old upload might.
  const seeded = await sharp({ create: { width: 1200, height: 675, channels: 3, background: '#c0392b' } })
    .jpeg()
    .withExif({ IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '27/1 42/1 3600/100' } })
    .withMetadata({ orientation: 6 })
    .toBuffer();
  const heroKey = `demo/${randomUUID()}.jpg`;
  const hero = await put(heroKey, seeded, 'image/jpeg');
  // An older upload (PNG) in the gallery, a file that is gone, a text file named .jpg, an external picture.
  const png = await sharp({ create: { width: 500, height: 400, channels: 3, background: '#16a085' } })
    .png()
    .toBuffer();
  const oldUpload = await put(`images/2025/01/${randomUUID()}.png`, png, 'image/png');
  const missing = `/media/demo/${randomUUID()}.jpg`;
  const notAnImage = await put(`images/2025/01/${randomUUID()}.jpg`, Buffer.from('not a picture'), 'image/jpeg');
  const external = 'https://example.com/picture.jpg';
  // A path out of the bucket's key space is never read or written.
  const outside = `/media/demo/../../${randomUUID()}.jpg`;
  const photo = await put(`images/2025/02/${randomUUID()}.jpg`, seeded, 'image/jpeg');

  const authorId = randomUUID();
  await sql.query(
    `INSERT INTO authors (id, first_name, last_name, role, profile_image_url) VALUES ($1, 'सुमन', 'अधिकारी', 'admin', $2)`,
    [authorId, photo],
  );
  const [{ id }] = await sql.query(
    `INSERT INTO articles (title, summary, content, image_url, image_urls, author_id, published, category_id, published_at)
     VALUES ('शीर्षक', 'सारांश', 'सामग्री', $1, $2::jsonb, $3, true, 1, now()) RETURNING id`,
    [hero, JSON.stringify([oldUpload, missing, notAnImage, external, outside, hero]), authorId],
  );
  const [{ id: plainId }] = await sql.query(
    `INSERT INTO articles (title, summary, content, image_url, image_urls, author_id, published, category_id, published_at)
     VALUES ('अर्को', 'सारांश', 'सामग्री', $1, '[]'::jsonb, $2, true, 1, now()) RETURNING id`,
    [external, authorId],
  );
  const [{ updated_at: updatedBefore }] = await sql.query(`SELECT updated_at FROM articles WHERE id = $1`, [id]);

  const first = await runCommand();
  expect(first).toMatch(new RegExp(`\\[1/1\\] article ${id}: 2 of 4 image\\(s\\) given variants`));
  expect(first).toContain(`left as it is: ${missing}`);
  expect(first).toContain(`left as it is: ${notAnImage}`);
  expect(first).not.toContain(outside);
  expect(first).toMatch(
    /done: 3 image\(s\) given variants, 1 article\(s\) and 1 profile photo\(s\) updated; 2 image\(s\) left/,
  );

  // Upright (orientation applied): 675 wide, 1200 high.
  const heroStem = heroKey.replace(/\.jpg$/, '-675x1200');
  const oldUploadStem = oldUpload.slice('/media/'.length).replace(/\.png$/, '-500x400');
  const after = await articleImages(id);
  expect(after).toEqual({
    image_url: `/media/${heroStem}.jpg`,
    image_urls: [`/media/${oldUploadStem}.png`, missing, notAnImage, external, outside, `/media/${heroStem}.jpg`],
  });
  expect(await articleImages(plainId)).toEqual({ image_url: external, image_urls: [] });
  const [{ updated_at: updatedAfter }] = await sql.query(`SELECT updated_at FROM articles WHERE id = $1`, [id]);
  expect(updatedAfter).toEqual(updatedBefore);
  const [{ profile_image_url }] = await sql.query(`SELECT profile_image_url FROM authors WHERE id = $1`, [authorId]);
  expect(profile_image_url).toMatch(/^\/media\/images\/2025\/02\/[0-9a-f-]{36}-675x1200\.jpg$/);

  const keys = await bucketKeys();
  const heroVariants = [320, 640, 675].flatMap((w) => [`${heroStem}-w${w}.avif`, `${heroStem}-w${w}.webp`]);
  expect(keys).toEqual(
    expect.arrayContaining([
      `${heroStem}.jpg`,
      ...heroVariants,
      `${oldUploadStem}.png`,
      ...[320, 500].flatMap((w) => [`${oldUploadStem}-w${w}.avif`, `${oldUploadStem}-w${w}.webp`]),
      // The old names stay: a page or a copy still holding them keeps working.
      heroKey,
      oldUpload.slice('/media/'.length),
    ]),
  );
  for (const key of [`${heroStem}.jpg`, ...heroVariants]) {
    const meta = await sharp(await get(key)).metadata();
    expect({ key, exif: meta.exif, orientation: meta.orientation }).toEqual({
      key,
      exif: undefined,
      orientation: undefined,
    });
    const width = Number(/-w(\d+)\.\w+$/.exec(key)?.[1] ?? 675);
    expect([meta.width, meta.height]).toEqual([width, Math.round((width * 1200) / 675)]);
  }

  // A second run finds nothing to do and changes nothing.
  const second = await runCommand();
  expect(second).toMatch(/nothing to do: every stored image already has its variants; 2 image\(s\) left as they are/);
  expect(second).not.toMatch(/given variants \(|\] article/);
  expect(await articleImages(id)).toEqual(after);
  expect(await bucketKeys()).toEqual(keys);
}, 600_000); // two runs of the command, each encoding AVIF and WebP variants: slow on a busy 2-core machine
