import { BadRequestException, Inject, Injectable } from '@nestjs/common';
import { ServiceBusyException, WorkQueue } from '@portal/shared';
import { fileTypeFromBuffer } from 'file-type';
import { randomUUID } from 'node:crypto';
import { CONTENT_CONFIG, type ContentConfig } from '../config';
import { headerPixels, IMAGE_TYPES, imageFiles, StoredFile, UnreadableImageError } from './images';
import { StorageService } from './storage.service';

export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
export const MAX_FILES = 10;

export const NOT_AN_IMAGE = 'Invalid file type: Please select an image file';
export const TOO_LARGE = 'File too large: Please select an image smaller than 10MB';
/** Bytes that look like an image by their signature but do not decode (truncated, corrupt). */
export const unreadableImage = (fileName: string) => `${fileName} could not be read as an image`;

/** The pixel limit's answer, in megapixels as configured (IMAGE_MAX_PIXELS). */
export const tooManyPixels = (maxPixels: number) =>
  `Image too large: Please select an image of at most ${Math.round(maxPixels / 1_000_000)} megapixels`;
export const IMAGES_BUSY = 'The server is busy with other images. Please try again in a moment.';
/** Seconds a refused upload is told to wait (Retry-After): about one upload's work. */
export const IMAGES_BUSY_RETRY_SECONDS = 5;

export interface UploadedImage {
  originalname: string;
  size: number;
  buffer: Buffer;
}

@Injectable()
export class UploadsService {
  /**
   * Image work of this process: one upload decodes and encodes at a time (a 40-megapixel
   * image is 160 MB of pixels), IMAGE_QUEUE_MAX wait, more answer 503 with Retry-After.
   */
  readonly work: WorkQueue;

  constructor(
    private readonly storage: StorageService,
    @Inject(CONTENT_CONFIG) private readonly config: ContentConfig,
  ) {
    this.work = new WorkQueue(
      1,
      config.IMAGE_QUEUE_MAX,
      () => new ServiceBusyException(IMAGES_BUSY, IMAGES_BUSY_RETRY_SECONDS),
    );
  }

  /**
   * Checks and decodes every file, and makes all the files to store, before storing any:
   * a bad file in a batch stores nothing and the message names it. Storing is all or
   * nothing too (StorageService.putImages).
   */
  async storeImages(files: UploadedImage[]): Promise<string[]> {
    // The cheap checks of every file first, so a batch with a wrong file wastes no decoding.
    const checked: { file: UploadedImage; mime: string; ext: string }[] = [];
    for (const file of files) {
      const name = files.length > 1 ? ` (${file.originalname})` : '';
      if (file.size > MAX_IMAGE_BYTES) throw new BadRequestException(`${TOO_LARGE}${name}`);
      const type = await fileTypeFromBuffer(file.buffer);
      const ext = type && IMAGE_TYPES.get(type.mime);
      if (!type || !ext) throw new BadRequestException(`${NOT_AN_IMAGE}${name}`);
      // The size from the header, before any pixel is decoded: a small file may hold a huge image.
      let pixels: number;
      try {
        pixels = await headerPixels(file.buffer);
      } catch (err) {
        if (err instanceof UnreadableImageError) throw new BadRequestException(unreadableImage(file.originalname));
        throw err;
      }
      if (pixels > this.config.IMAGE_MAX_PIXELS) {
        throw new BadRequestException(`${tooManyPixels(this.config.IMAGE_MAX_PIXELS)}${name}`);
      }
      checked.push({ file, mime: type.mime, ext });
    }
    const month = new Date().toISOString().slice(0, 7).replace('-', '/');
    // One upload at a time in the bounded queue: decoding and resizing are CPU- and memory-bound,
    // and the service answers readers too. Each image is decoded once for all its files.
    const images = await this.work.run(async () => {
      const made: StoredFile[][] = [];
      for (const { file, mime, ext } of checked) {
        try {
          made.push(
            await imageFiles(`images/${month}/${randomUUID()}`, file.buffer, ext, mime, this.config.IMAGE_MAX_PIXELS),
          );
        } catch (err) {
          if (err instanceof UnreadableImageError) throw new BadRequestException(unreadableImage(file.originalname));
          throw err;
        }
      }
      return made;
    });
    return this.storage.putImages(images);
  }
}
