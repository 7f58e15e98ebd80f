import { S3Client } from '@aws-sdk/client-s3';
import type { TestStack } from '@portal/shared/testing';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';

export interface TestS3 {
  endpoint: string;
  /** A client for the test's own reads and writes. */
  client: S3Client;
  /** The content service's S3 variables for this server. */
  env: Record<'S3_ENDPOINT' | 'S3_BUCKET' | 'S3_ACCESS_KEY' | 'S3_SECRET_KEY', string>;
}

/**
 * An S3 API (s3rver, in a temporary folder) for one spec file, closed and removed when the
 * stack stops. The service makes its bucket at start; `createBucket` makes it beforehand, for
 * a test that stores objects before any service runs.
 */
export async function startTestS3(
  stack: TestStack,
  { bucket = 'media', createBucket = false }: { bucket?: string; createBucket?: boolean } = {},
): Promise<TestS3> {
  const directory = mkdtempSync(join(tmpdir(), 's3-'));
  const server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    directory,
    silent: true,
    ...(createBucket && { configureBuckets: [{ name: bucket, configs: [] }] }),
  });
  const address = (await server.run()) as AddressInfo;
  const endpoint = `http://127.0.0.1:${address.port}`;
  const client = new S3Client({
    endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
  stack.onStop(async () => {
    client.destroy();
    await server.close();
    rmSync(directory, { recursive: true, force: true });
  });
  return {
    endpoint,
    client,
    env: { S3_ENDPOINT: endpoint, S3_BUCKET: bucket, S3_ACCESS_KEY: 'S3RVER', S3_SECRET_KEY: 'S3RVER' },
  };
}
