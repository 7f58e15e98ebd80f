import {
  CreateBucketCommand,
  GetObjectCommand,
  HeadBucketCommand,
  PutBucketPolicyCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { Inject, Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { CONTENT_CONFIG, ContentConfig } from '../config';
import { imageFiles } from './images';

/** The public address of stored files: the gateway serves the bucket under /media/. */
export const MEDIA_PREFIX = '/media/';

/** Object storage through the S3 API (MinIO, AWS S3, or the embedded server). */
@Injectable()
export class StorageService implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(StorageService.name);
  private readonly s3: S3Client;
  private bucketReady?: Promise<void>;

  constructor(@Inject(CONTENT_CONFIG) private readonly config: ContentConfig) {
    this.s3 = new S3Client({
      endpoint: config.S3_ENDPOINT,
      region: config.S3_REGION,
      forcePathStyle: true,
      credentials: { accessKeyId: config.S3_ACCESS_KEY, secretAccessKey: config.S3_SECRET_KEY },
      // Non-AWS S3 servers do not all speak the SDK's default checksums (design.md).
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  onApplicationBootstrap(): Promise<void> {
    return this.ready();
  }

  /** Resolves once the bucket exists (checked once per process). */
  ready(): Promise<void> {
    this.bucketReady ??= this.ensureBucket();
    return this.bucketReady;
  }

  /** Makes sure the bucket exists and can be read anonymously (the gateway serves it read-only). */
  private async ensureBucket(): Promise<void> {
    const Bucket = this.config.S3_BUCKET;
    try {
      await this.s3.send(new HeadBucketCommand({ Bucket }));
    } catch {
      await this.s3.send(new CreateBucketCommand({ Bucket }));
      this.logger.log(`created bucket ${Bucket}`);
    }
    const policy = {
      Version: '2012-10-17',
      Statement: [
        { Effect: 'Allow', Principal: '*', Action: ['s3:GetObject'], Resource: [`arn:aws:s3:::${Bucket}/*`] },
      ],
    };
    // Servers without bucket policies (the embedded one) serve objects publicly anyway;
    // MinIO's content key may not set policies: the bucket setup job sets the same
    // GetObject-only policy there (docker-compose.yml, k8s/overlays/dev/minio.yaml).
    await this.s3
      .send(new PutBucketPolicyCommand({ Bucket, Policy: JSON.stringify(policy) }))
      .catch((err: Error) =>
        this.logger.warn(`bucket policy not set by the content service (${err.message}); the bucket setup sets it`),
      );
  }

  async put(key: string, body: Buffer, contentType: string): Promise<string> {
    await this.s3.send(
      new PutObjectCommand({
        Bucket: this.config.S3_BUCKET,
        Key: key,
        Body: body,
        ContentType: contentType,
        // Keys are unique per upload, so the file never changes.
        CacheControl: 'public, max-age=31536000, immutable',
      }),
    );
    return `${MEDIA_PREFIX}${key}`;
  }

  /** The bytes of a stored file (throws when it cannot be read). */
  async get(key: string): Promise<Buffer> {
    const object = await this.s3.send(new GetObjectCommand({ Bucket: this.config.S3_BUCKET, Key: key }));
    if (!object.Body) throw new Error(`${key} has no body`);
    return Buffer.from(await object.Body.transformToByteArray());
  }

  /**
   * Stores an image with its responsive variants (services/content/src/services/images.ts);
   * returns the original's URL. The original goes last, so a URL is only handed out
   * once all its variants exist.
   */
  async putImage(base: string, body: Buffer, ext: string, mime: string): Promise<string> {
    const [original, ...variants] = await imageFiles(base, body, ext, mime);
    for (const file of variants) await this.put(file.key, file.body, file.contentType);
    return this.put(original.key, original.body, original.contentType);
  }

  onApplicationShutdown(): void {
    this.s3.destroy();
  }
}
