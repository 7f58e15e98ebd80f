import { BadRequestException, Injectable } from '@nestjs/common';
import { fileTypeFromBuffer } from 'file-type';
import { randomUUID } from 'node:crypto';
import { IMAGE_TYPES } from './images';
import { StorageService } from './storage.service';

export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
export const MAX_FILES = 10;

export const NOT_AN_IMAGE = 'Invalid file type: Please select an image file';
export const TOO_LARGE = 'File too large: Please select an image smaller than 10MB';

export interface UploadedImage {
  originalname: string;
  size: number;
  buffer: Buffer;
}

@Injectable()
export class UploadsService {
  constructor(private readonly storage: StorageService) {}

  /** Checks every file before storing any, so a bad file in a batch stores nothing. */
  async storeImages(files: UploadedImage[]): Promise<string[]> {
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
    // One image at a time: resizing is CPU-bound, and the service answers readers too.
    const urls: string[] = [];
    for (const { file, mime, ext } of checked) {
      urls.push(await this.storage.putImage(`images/${month}/${randomUUID()}`, file.buffer, ext, mime));
    }
    return urls;
  }
}
