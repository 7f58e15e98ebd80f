import { BadRequestException, Injectable } from '@nestjs/common';
import { fileTypeFromBuffer } from 'file-type';
import { randomUUID } from 'node:crypto';
import { IMAGE_TYPES, imageFiles, StoredFile, UnreadableImageError } from './images';
import { StorageService } from './storage.service';

export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
export const MAX_FILES = 10;

export const NOT_AN_IMAGE = 'Invalid file type: Please select an image file';
export const TOO_LARGE = 'File too large: Please select an image smaller than 10MB';
/** Bytes that look like an image by their signature but do not decode (truncated, corrupt). */
export const unreadableImage = (fileName: string) => `${fileName} could not be read as an image`;

export interface UploadedImage {
  originalname: string;
  size: number;
  buffer: Buffer;
}

@Injectable()
export class UploadsService {
  constructor(private readonly storage: StorageService) {}

  /**
   * Checks and decodes every file, and makes all the files to store, before storing any:
   * a bad file in a batch stores nothing and the message names it. Storing is all or
   * nothing too (StorageService.putImages).
   */
  async storeImages(files: UploadedImage[]): Promise<string[]> {
    // The cheap checks of every file first, so a batch with a wrong file wastes no decoding.
    const checked = [];
    for (const file of files) {
      const name = files.length > 1 ? ` (${file.originalname})` : '';
      if (file.size > MAX_IMAGE_BYTES) throw new BadRequestException(`${TOO_LARGE}${name}`);
      const type = await fileTypeFromBuffer(file.buffer);
      const ext = type && IMAGE_TYPES.get(type.mime);
      if (!type || !ext) throw new BadRequestException(`${NOT_AN_IMAGE}${name}`);
      checked.push({ file, mime: type.mime, ext });
    }
    const month = new Date().toISOString().slice(0, 7).replace('-', '/');
    const images: StoredFile[][] = [];
    // One image at a time: decoding and resizing are CPU-bound, and the service answers readers too.
    for (const { file, mime, ext } of checked) {
      try {
        images.push(await imageFiles(`images/${month}/${randomUUID()}`, file.buffer, ext, mime));
      } catch (err) {
        if (err instanceof UnreadableImageError) throw new BadRequestException(unreadableImage(file.originalname));
        throw err;
      }
    }
    return this.storage.putImages(images);
  }
}
