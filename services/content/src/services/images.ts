import sharp from 'sharp';

/**
 * Responsive images (docs/contracts.md, "Images"). An image stored as
 *   <base>-<W>x<H>.<ext>              the original, orientation applied, metadata stripped
 * has beside it, for each width w of variantWidths(W),
 *   <base>-<W>x<H>-w<w>.webp   and   <base>-<W>x<H>-w<w>.avif
 * The web derives every variant and the image's size from the URL alone (web/src/utils/responsive-image.ts);
 * a URL without the -<W>x<H> part is shown as it is.
 */
/** Image types we accept (uploads, the variants command), recognised by their bytes: MIME type -> extension. */
export const IMAGE_TYPES = new Map([
  ['image/jpeg', 'jpg'],
  ['image/png', 'png'],
  ['image/webp', 'webp'],
  ['image/gif', 'gif'],
  ['image/avif', 'avif'],
]);

export const VARIANT_WIDTHS = [320, 640, 1024, 1600] as const;
export const VARIANT_FORMATS = ['avif', 'webp'] as const;
export type VariantFormat = (typeof VARIANT_FORMATS)[number];

/** The standard widths below the image's own, plus its own width when that is at most the largest. */
export function variantWidths(width: number): number[] {
  const widths: number[] = VARIANT_WIDTHS.filter((w) => w < width);
  if (width <= VARIANT_WIDTHS[VARIANT_WIDTHS.length - 1]) widths.push(width);
  return widths;
}

/** An original with variants: its name carries its size (the web's rule, utils/responsive-image.ts). */
const VARIANT_READY = /-\d{1,5}x\d{1,5}\.(jpg|png|webp|avif)$/;

/** True when the stored file named `key` is an original whose variants exist beside it. */
export function hasVariants(key: string): boolean {
  return VARIANT_READY.test(key);
}

export const MIME_OF: Record<VariantFormat, string> = { avif: 'image/avif', webp: 'image/webp' };

export interface StoredFile {
  key: string;
  body: Buffer;
  contentType: string;
}

/** Formats we re-encode (and strip): everything we accept but GIF, which is kept as sent. */
const REENCODE: Record<string, (s: sharp.Sharp) => sharp.Sharp> = {
  jpg: (s) => s.jpeg({ quality: 88 }),
  png: (s) => s.png(),
  webp: (s) => s.webp({ quality: 85 }),
  avif: (s) => s.avif({ quality: 60, effort: 3 }),
};

const ENCODE_VARIANT: Record<VariantFormat, (s: sharp.Sharp) => sharp.Sharp> = {
  // effort kept low: these are made while the editor waits for the upload.
  avif: (s) => s.avif({ quality: 50, effort: 2 }),
  webp: (s) => s.webp({ quality: 72 }),
};

/** Bytes that no decoder of ours reads to the end: truncated, corrupt, or no image at all. */
export class UnreadableImageError extends Error {
  constructor(readonly reason: string) {
    super(`image could not be decoded: ${reason}`);
    this.name = 'UnreadableImageError';
  }
}

/** The last byte of every whole GIF. */
const GIF_TRAILER = 0x3b;

/**
 * Every decode of bytes we did not make starts here. failOn 'error' aborts on truncated
 * data and decode errors (the default 'warning' would also refuse photos whose only
 * fault is a benign warning, such as a slightly wrong colour profile; we re-encode them
 * anyway). Limits on what may be decoded belong in these options.
 */
function decoder(body: Buffer, options: sharp.SharpOptions = {}): sharp.Sharp {
  return sharp(body, { failOn: 'error', ...options });
}

/** Pixels an image may have unless configured otherwise (IMAGE_MAX_PIXELS): about 40 megapixels. */
export const DEFAULT_MAX_PIXELS = 40_000_000;

/**
 * The pixels decoding would make, from the header alone (no pixel is decoded): width ×
 * height, times the frames of an animation. Throws UnreadableImageError when the header
 * does not read.
 */
export async function headerPixels(body: Buffer): Promise<number> {
  try {
    const meta = await sharp(body, { animated: true, limitInputPixels: false }).metadata();
    if (!meta.width || !meta.height) throw new Error('no size in the header');
    return meta.width * (meta.pageHeight ?? meta.height) * Math.max(1, meta.pages ?? 1);
  } catch (err) {
    throw new UnreadableImageError(err instanceof Error ? err.message : String(err));
  }
}

export interface DecodedImage {
  /** Uncompressed pixels, EXIF orientation applied. */
  pixels: Buffer;
  width: number;
  height: number;
  channels: 1 | 2 | 3 | 4;
}

/**
 * Reads an image to its last pixel, so broken bytes are refused before anything is stored:
 * a still image into its pixels (the one decode every stored file is made from); a GIF,
 * which is kept as sent, every frame through (the result is not kept: an animation's
 * frames could take much memory).
 */
export async function decodeImage(
  body: Buffer,
  ext: string,
  maxPixels = DEFAULT_MAX_PIXELS,
): Promise<DecodedImage | null> {
  try {
    if (ext === 'gif') {
      // libvips reads a cut-off animation's complete frames without complaint; the
      // trailer byte every GIF ends with tells that the file is whole.
      if (body[body.length - 1] !== GIF_TRAILER) throw new Error('GIF without its trailer (truncated)');
      await decoder(body, { animated: true, limitInputPixels: maxPixels }).stats();
      return null;
    }
    const { data, info } = await decoder(body, { limitInputPixels: maxPixels })
      .rotate()
      .raw()
      .toBuffer({ resolveWithObject: true });
    return { pixels: data, width: info.width, height: info.height, channels: info.channels };
  } catch (err) {
    throw new UnreadableImageError(err instanceof Error ? err.message : String(err));
  }
}

function fromPixels(image: DecodedImage): sharp.Sharp {
  const { width, height, channels } = image;
  return sharp(image.pixels, { raw: { width, height, channels } });
}

/**
 * The files to store for one image, original first: the original (EXIF orientation
 * applied, every metadata block, GPS included, dropped: sharp writes none unless asked)
 * and its variants, all encoded from one decode. GIF (possibly animated) is stored
 * unchanged under `<base>.gif`. Throws UnreadableImageError for bytes that do not decode.
 */
export async function imageFiles(
  base: string,
  body: Buffer,
  ext: string,
  mime: string,
  maxPixels = DEFAULT_MAX_PIXELS,
): Promise<StoredFile[]> {
  const decoded = await decodeImage(body, ext, maxPixels);
  const encode = REENCODE[ext];
  if (!decoded || !encode) return [{ key: `${base}.${ext}`, body, contentType: mime }];
  const stem = `${base}-${decoded.width}x${decoded.height}`;
  const files: StoredFile[] = [
    { key: `${stem}.${ext}`, body: await encode(fromPixels(decoded)).toBuffer(), contentType: mime },
  ];
  for (const width of variantWidths(decoded.width)) {
    for (const format of VARIANT_FORMATS) {
      const resized = fromPixels(decoded).resize({ width, withoutEnlargement: true });
      files.push({
        key: `${stem}-w${width}.${format}`,
        body: await ENCODE_VARIANT[format](resized).toBuffer(),
        contentType: MIME_OF[format],
      });
    }
  }
  return files;
}
