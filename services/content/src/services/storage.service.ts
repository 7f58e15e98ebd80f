import {
  CreateBucketCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  PutBucketPolicyCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { Inject, Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { CONTENT_CONFIG, ContentConfig } from '../config';
import { imageFiles, StoredFile } from './images';

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
   * returns the original's URL.
   */
  async putImage(base: string, body: Buffer, ext: string, mime: string): Promise<string> {
    const [url] = await this.putImages([await imageFiles(base, body, ext, mime)]);
    return url;
  }

  /**
   * Stores the files of several images (each as imageFiles gives them, original first) and
   * returns the originals' URLs. An original goes after its variants, so a URL is only
   * handed out once all its variants exist. All or nothing: when a put fails, the files
   * this call stored are deleted again (best effort, logged) and the error is thrown.
   */
  async putImages(images: StoredFile[][]): Promise<string[]> {
    const stored: string[] = [];
    try {
      const urls: string[] = [];
      for (const [original, ...variants] of images) {
        for (const file of variants) stored.push(await this.putFile(file));
        stored.push(await this.putFile(original));
        urls.push(`${MEDIA_PREFIX}${original.key}`);
      }
      return urls;
    } catch (err) {
      this.logger.warn(
        `storing ${images.length} image(s) failed after ${stored.length} file(s) (${(err as Error).message}); deleting those`,
      );
      await this.deleteBestEffort(stored);
      throw err;
    }
  }

  private async putFile(file: StoredFile): Promise<string> {
    await this.put(file.key, file.body, file.contentType);
    return file.key;
  }

  /** Deletes the files one by one; a file that cannot be deleted is logged and left. */
  private async deleteBestEffort(keys: string[]): Promise<void> {
    for (const key of keys) {
      await this.s3
        .send(new DeleteObjectCommand({ Bucket: this.config.S3_BUCKET, Key: key }))
        .catch((err: Error) => this.logger.error(`could not delete ${key} after a failed upload: ${err.message}`));
    }
  }

  onApplicationShutdown(): void {
    this.s3.destroy();
  }
}
