/**
 * Responsive variants of an uploaded image, derived from its URL alone (docs/contracts.md,
 * "Images"; the content service's services/content/src/services/images.ts writes them):
 *   <base>-<W>x<H>.<ext>  is the original; <base>-<W>x<H>-w<w>.avif|webp  its variants.
 * Any other URL (older uploads, the demo seed, an external address) has none.
 */
export const VARIANT_WIDTHS = [320, 640, 1024, 1600] as const;
export const VARIANT_FORMATS = ['avif', 'webp'] as const;

export interface ResponsiveImage {
  width: number;
  height: number;
  /** srcset per format, smallest first. */
  sources: { type: string; srcSet: string }[];
}

const ORIGINAL = /^(\/media\/.+-(\d{1,5})x(\d{1,5}))\.(jpg|png|webp|avif)$/;

/** Same rule as the content service: the standard widths below the image's, plus its own up to the largest. */
export function variantWidths(width: number): number[] {
  const widths: number[] = VARIANT_WIDTHS.filter((w) => w < width);
  if (width <= VARIANT_WIDTHS[VARIANT_WIDTHS.length - 1]) widths.push(width);
  return widths;
}

export function responsiveImage(src: string | undefined | null): ResponsiveImage | null {
  const match = src ? ORIGINAL.exec(src) : null;
  if (!match) return null;
  const [, stem, w, h] = match;
  const width = Number(w);
  const height = Number(h);
  if (!width || !height) return null;
  const widths = variantWidths(width);
  return {
    width,
    height,
    sources: VARIANT_FORMATS.map((format) => ({
      type: `image/${format}`,
      srcSet: widths.map((vw) => `${stem}-w${vw}.${format} ${vw}w`).join(', '),
    })),
  };
}
