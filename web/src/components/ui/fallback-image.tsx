import { ImageOff } from 'lucide-react';
import { useState, type ImgHTMLAttributes } from 'react';
import { cn } from '@/utils/cn';

/** An image that turns into a quiet placeholder when it cannot be loaded. */
export function FallbackImage({ src, alt, className, ...props }: ImgHTMLAttributes<HTMLImageElement>) {
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
  return (
    <img src={src} alt={alt} decoding="async" onError={() => setFailedSrc(src)} className={className} {...props} />
  );
}
