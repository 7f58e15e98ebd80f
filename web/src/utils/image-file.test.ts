import { describe, expect, it } from 'vitest';
import { checkImageFile, firstBadImage, isHttpUrl } from './image-file';

const MB = 1024 * 1024;
const file = (name: string, type: string, size: number) => ({ name, type, size });

describe('image checks before an upload (spec §5)', () => {
  it('takes images up to 10MB', () => {
    expect(checkImageFile(file('a.png', 'image/png', 1000))).toBeNull();
    expect(checkImageFile(file('a.jpg', 'image/jpeg', 10 * MB))).toBeNull();
  });

  it('refuses what is not an image type', () => {
    expect(checkImageFile(file('a.txt', 'text/plain', 10))).toBe('type');
    expect(checkImageFile(file('a', '', 10))).toBe('type');
    expect(checkImageFile(file('a.pdf', 'application/pdf', 10))).toBe('type');
  });

  it('takes only the types the content service stores (not every image/*)', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif']) {
      expect(checkImageFile(file('a', type, 10))).toBeNull();
    }
    expect(checkImageFile(file('a.bmp', 'image/bmp', 10))).toBe('type');
    expect(checkImageFile(file('a.svg', 'image/svg+xml', 10))).toBe('type');
    expect(checkImageFile(file('a.tiff', 'image/tiff', 10))).toBe('type');
  });

  it('tells HEIC/HEIF photos apart (by type, or by name when the browser gives no type)', () => {
    expect(checkImageFile(file('IMG_0001.HEIC', 'image/heic', 10))).toBe('heic');
    expect(checkImageFile(file('a.heif', 'image/heif', 10))).toBe('heic');
    expect(checkImageFile(file('IMG_0002.heic', '', 10))).toBe('heic');
    expect(firstBadImage([file('ok.png', 'image/png', 1), file('IMG.HEIC', 'image/heic', 1)])?.problem).toBe('heic');
  });

  it('refuses an image over 10MB', () => {
    expect(checkImageFile(file('big.png', 'image/png', 10 * MB + 1))).toBe('size');
  });

  it('names the first bad file of several', () => {
    const files = [
      file('ok.png', 'image/png', 1),
      file('notes.txt', 'text/plain', 1),
      file('big.png', 'image/png', 11 * MB),
    ];
    expect(firstBadImage(files)).toEqual({ file: files[1], problem: 'type' });
    expect(firstBadImage([files[0], files[2]])).toEqual({ file: files[2], problem: 'size' });
    expect(firstBadImage([files[0]])).toBeNull();
  });
});

describe('additional image URL', () => {
  it('must start with http:// or https://', () => {
    expect(isHttpUrl('https://example.com/a.jpg')).toBe(true);
    expect(isHttpUrl('  http://example.com/a.jpg ')).toBe(true);
    expect(isHttpUrl('HTTPS://EXAMPLE.COM/A.JPG')).toBe(true);
    expect(isHttpUrl('ftp://example.com/a.jpg')).toBe(false);
    expect(isHttpUrl('example.com/a.jpg')).toBe(false);
    expect(isHttpUrl('/media/a.jpg')).toBe(false);
    expect(isHttpUrl('javascript:alert(1)')).toBe(false);
    expect(isHttpUrl('https://')).toBe(false);
    expect(isHttpUrl('')).toBe(false);
  });
});
