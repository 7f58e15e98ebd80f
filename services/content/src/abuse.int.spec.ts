import 'reflect-metadata';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { TestStack } from '@portal/shared/testing';
import { randomUUID } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import sharp from 'sharp';
import request from 'supertest';
import type { App } from 'supertest/types';
import { AppModule } from './app.module';
import { loadContentConfig } from './config';
import { UploadsService } from './services/uploads.service';
import { startTestS3 } from './testing/s3';

// Issue 23, point 3: image work an upload may cause.

const EDITOR_ID = randomUUID();
const READER_ID = randomUUID();

let http: App;
let stack: TestStack;
let s3: S3Client;
let uploads: UploadsService;
let editor: string;
let reader: string;

beforeAll(async () => {
  stack = await TestStack.create('uploads_abuse');
  const storage = await startTestS3(stack);
  s3 = storage.client;
  const app = await stack.start(loadContentConfig, (config) => AppModule.register(config), {
    ...storage.env,
    IMAGE_QUEUE_MAX: '1',
  });
  http = app.getHttpServer();
  uploads = app.get(UploadsService);
  editor = await stack.session(EDITOR_ID, 'admin');
  reader = await stack.session(READER_ID, 'client');
});

afterAll(async () => {
  await stack?.stop();
});

async function bucketKeys(): Promise<string[]> {
  const listed = await s3.send(new ListObjectsV2Command({ Bucket: 'media' }));
  return (listed.Contents ?? []).map((o) => o.Key!);
}

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const b of bytes) c = crcTable[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(4);
  head.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([head, body, crc]);
}

/** A whole, valid black PNG of `size` × `size` pixels, 1 bit grey: a few tens of kilobytes on the wire. */
function hugePng(size: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(size, 0);
  ihdr.writeUInt32BE(size, 4);
  ihdr[8] = 1; // bit depth
  ihdr[9] = 0; // greyscale
  const rowBytes = 1 + Math.ceil(size / 8); // filter byte + bits
  const raw = Buffer.alloc(rowBytes * size); // all zero: filter none, black
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const smallPng = () =>
  sharp({ create: { width: 64, height: 32, channels: 3, background: '#c0392b' } })
    .png()
    .toBuffer();

describe('point 3: image work an upload may cause', () => {
  it('refuses a 16,000 × 16,000 PNG from its header, quickly, storing nothing', async () => {
    const body = hugePng(16_000);
    expect(body.length).toBeLessThan(300_000);
    const before = await bucketKeys();
    const started = performance.now();
    const res = await request(http)
      .post('/api/upload')
      .set('Cookie', reader)
      .attach('image', body, { filename: 'huge.png', contentType: 'image/png' });
    const ms = performance.now() - started;
    console.log(`16k × 16k PNG (${body.length} bytes) answered ${res.status} in ${ms.toFixed(1)} ms`);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Image too large: Please select an image of at most 40 megapixels');
    expect(ms).toBeLessThan(1000);
    expect(await bucketKeys()).toEqual(before);
    // An image under the limit goes through.
    await request(http)
      .post('/api/upload')
      .set('Cookie', reader)
      .attach('image', await smallPng(), 'small.png')
      .expect(201);
  });

  it('answers 503 with Retry-After past the bound of the image queue, and takes uploads again after', async () => {
    // Hold the one worker and the one waiting place (IMAGE_QUEUE_MAX=1) as two slow uploads would.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const running = uploads.work.run(() => held);
    const waiting = uploads.work.run(async () => undefined);
    expect(uploads.work.load).toEqual({ running: 1, waiting: 1 });
    const before = await bucketKeys();
    const res = await request(http)
      .post('/api/upload')
      .set('Cookie', reader)
      .attach('image', await smallPng(), 'busy.png');
    expect(res.status).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
    expect(res.body.message).toBe('The server is busy with other images. Please try again in a moment.');
    expect(await bucketKeys()).toEqual(before);
    release();
    await Promise.all([running, waiting]);
    await request(http)
      .post('/api/upload')
      .set('Cookie', reader)
      .attach('image', await smallPng(), 'after.png')
      .expect(201);
  });

  it('keeps several images at once for staff, and counts files, not requests', async () => {
    const png = await smallPng();
    const refused = await request(http)
      .post('/api/upload/multiple')
      .set('Cookie', reader)
      .attach('files', png, 'a.png')
      .attach('files', png, 'b.png');
    expect(refused.status).toBe(403);
    const res = await request(http)
      .post('/api/upload/multiple')
      .set('Cookie', editor)
      .attach('files', png, 'a.png')
      .attach('files', png, 'b.png')
      .attach('files', png, 'c.png')
      .expect(201);
    expect(res.body.urls).toHaveLength(3);
    const used = await stack.redis.get(`${stack.redisPrefix}rl:uploads-user:${EDITOR_ID}`);
    expect(Number(used)).toBe(3);
  });
});

describe('point 4: searches per address', () => {
  it('answers one address 429 with Retry-After past 120 searches a minute; another address still searches', async () => {
    const search = (from: string) =>
      request(http)
        .get(`/api/search?q=${encodeURIComponent('काठमाडौं')}`)
        .set('X-Forwarded-For', from);
    for (let batch = 0; batch < 4; batch += 1) {
      const answers = await Promise.all(Array.from({ length: 30 }, () => search('203.0.113.40')));
      expect(answers.map((r) => r.status)).toEqual(Array(30).fill(200));
    }
    const refused = await search('203.0.113.40');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.body.message).toMatch(/^Too many searches from your network\. Try again in \d+ seconds\.$/);
    await search('198.51.100.41').expect(200);
    // IPv6: one /64 is one client, however many of its addresses it uses.
    for (let i = 0; i < 120; i += 1) await search(`2001:db8:1:2::${(i + 1).toString(16)}`).expect(200);
    await search('2001:db8:1:2:ffff::1').expect(429);
    await search('2001:db8:1:3::1').expect(200);
  });
});
