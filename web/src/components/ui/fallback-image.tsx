import { ImageOff } from 'lucide-react';
import { useState, type ImgHTMLAttributes } from 'react';
import { cn } from '@/utils/cn';
import { responsiveImage } from '@/utils/responsive-image';

export interface FallbackImageProps extends ImgHTMLAttributes<HTMLImageElement> {
  /** The first (largest) image of a page: loaded at once and before other images. */
  priority?: boolean;
}

/**
 * An image that turns into a quiet placeholder when it cannot be loaded. An uploaded image with
 * variants (utils/responsive-image.ts) becomes a <picture> of AVIF and WebP srcsets, chosen by
 * `sizes`, with its width and height so the layout does not shift; others stay a plain <img>.
 * Pure in render (no window/document): the server renders it too.
 */
export function FallbackImage({
  src,
  alt,
  className,
  sizes = '100vw',
  priority = false,
  loading,
  ...props
}: FallbackImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | undefined>();
  if (!src || failedSrc === src) {
    return (
      <div
        role={alt ? 'img' : undefined}
        aria-label={alt || undefined}
        aria-hidden={alt ? undefined : true}
        className={cn(
          'flex items-center justify-center bg-gradient-to-br from-ink-100 to-ink-200 text-ink-400',
          className,
        )}
      >
        <ImageOff className="h-8 w-8" aria-hidden="true" />
      </div>
    );
  }
  const responsive = responsiveImage(src);
  const img = (
    <img
      src={src}
      alt={alt}
      decoding="async"
      loading={priority ? 'eager' : loading}
      fetchPriority={priority ? 'high' : undefined}
      width={responsive?.width}
      height={responsive?.height}
      onError={() => setFailedSrc(src)}
      className={className}
      {...props}
    />
  );
  if (!responsive) return img;
  return (
    <picture className="contents">
      {responsive.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />
      ))}
      {img}
    </picture>
  );
}
