import { describe, expect, it } from 'vitest';
import { responsiveImage, variantWidths } from './responsive-image';

describe('responsiveImage', () => {
  it('derives the size and the AVIF and WebP srcsets of an uploaded image', () => {
    const image = responsiveImage('/media/images/2026/11/0b5e-3000x4000.jpg');
    expect(image).toEqual({
      width: 3000,
      height: 4000,
      sources: [
        {
          type: 'image/avif',
          srcSet:
            '/media/images/2026/11/0b5e-3000x4000-w320.avif 320w, /media/images/2026/11/0b5e-3000x4000-w640.avif 640w, ' +
            '/media/images/2026/11/0b5e-3000x4000-w1024.avif 1024w, /media/images/2026/11/0b5e-3000x4000-w1600.avif 1600w',
        },
        {
          type: 'image/webp',
          srcSet:
            '/media/images/2026/11/0b5e-3000x4000-w320.webp 320w, /media/images/2026/11/0b5e-3000x4000-w640.webp 640w, ' +
            '/media/images/2026/11/0b5e-3000x4000-w1024.webp 1024w, /media/images/2026/11/0b5e-3000x4000-w1600.webp 1600w',
        },
      ],
    });
  });

  it('offers a small image at its own width only', () => {
    expect(variantWidths(200)).toEqual([200]);
    expect(variantWidths(1200)).toEqual([320, 640, 1024, 1200]);
    expect(responsiveImage('/media/a/b-200x100.png')?.sources[1].srcSet).toBe('/media/a/b-200x100-w200.webp 200w');
  });

  it('leaves images without variants alone', () => {
    for (const src of ['/media/demo/1-0.jpg', 'https://example.com/a-300x200.jpg', '/media/x-0x10.jpg', undefined, null, '']) {
      expect(responsiveImage(src)).toBeNull();
    }
  });
});
