import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useEffect, useId, useState, type FocusEvent } from 'react';
import { useTranslation } from '@/lib/i18n';
import { SLIDER_INTERVAL_MS } from '@/config/app';
import { cn } from '@/utils/cn';
import { FallbackImage } from './fallback-image';

export interface SliderImage {
  src: string;
  alt: string;
}

export interface ImageSliderProps {
  images: SliderImage[];
  /** Milliseconds between slides (spec §9: 4000). */
  interval?: number;
  /** Name of the carousel for assistive technology. */
  label?: string;
  className?: string;
  /** Classes of the picture frame (its aspect ratio, rounding). */
  frameClassName?: string;
  /** Loading of the first image ("eager" for a hero: it then also gets fetchpriority high). */
  loading?: 'eager' | 'lazy';
  /** The images' `sizes` (how wide the slider is drawn), for their responsive variants. */
  sizes?: string;
}

function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia('(prefers-reduced-motion: reduce)').matches
    : false;
}

/**
 * One image is shown plainly. Several auto-advance every `interval` ms and loop, with dot
 * indicators and previous/next buttons. Auto-advance pauses while the pointer is over the slider
 * or focus is inside it, and does not run for readers who asked for reduced motion.
 */
export function ImageSlider({
  images,
  interval = SLIDER_INTERVAL_MS,
  label,
  className,
  frameClassName = 'aspect-video',
  loading = 'lazy',
  sizes,
}: ImageSliderProps) {
  const { t } = useTranslation();
  const id = useId();
  const count = images.length;
  const [current, setCurrent] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [reducedMotion] = useState(prefersReducedMotion);
  // The server's HTML (and so the hydration) holds the first slide's picture only: the others
  // would share a slow line with the page's first paint (they are off screen and can be shown
  // only with JavaScript anyway). They are added once the slider runs in the browser.
  const [restLoaded, setRestLoaded] = useState(false);
  useEffect(() => setRestLoaded(true), []);
  const index = count > 0 ? current % count : 0;
  const playing = count > 1 && !hovered && !focused && !reducedMotion;

  useEffect(() => {
    if (!playing) return;
    const timer = setTimeout(() => setCurrent((value) => (value + 1) % count), interval);
    return () => clearTimeout(timer);
  }, [playing, index, count, interval]);

  if (count === 0) return null;

  if (count === 1) {
    return (
      <div className={cn('overflow-hidden bg-ink-100', frameClassName, className)}>
        <FallbackImage
          src={images[0].src}
          alt={images[0].alt}
          loading={loading}
          priority={loading === 'eager'}
          sizes={sizes}
          className="h-full w-full object-cover"
        />
      </div>
    );
  }

  const go = (next: number) => setCurrent((next + count) % count);
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };

  return (
    <div
      role="region"
      aria-roledescription="carousel"
      aria-label={label ?? t('slider.label')}
      className={cn('group relative', className)}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
      data-testid="image-slider"
      data-playing={playing ? 'true' : 'false'}
    >
      <div className={cn('relative overflow-hidden bg-ink-100', frameClassName)}>
        <div
          id={`${id}-slides`}
          aria-live={playing ? 'off' : 'polite'}
          className="flex h-full transition-transform duration-500 ease-out motion-reduce:transition-none"
          style={{ transform: `translateX(-${index * 100}%)` }}
        >
          {images.map((image, i) => (
            <div
              key={`${image.src}-${i}`}
              role="group"
              aria-roledescription="slide"
              aria-label={t('slider.slide', { n: i + 1, count })}
              aria-hidden={i !== index}
              className="h-full w-full shrink-0"
            >
              {i === 0 || restLoaded ? (
                <FallbackImage
                  src={image.src}
                  alt={image.alt}
                  loading={i === 0 ? loading : 'lazy'}
                  priority={i === 0 && loading === 'eager'}
                  sizes={sizes}
                  className="h-full w-full object-cover"
                />
              ) : null}
            </div>
          ))}
        </div>

        <button
          type="button"
          onClick={() => go(index - 1)}
          aria-controls={`${id}-slides`}
          aria-label={t('slider.previous')}
          className="absolute left-2 top-1/2 flex h-9 w-9 -translate-y-1/2 items-center justify-center rounded-full bg-black/50 text-white hover:bg-black/70 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-white"
        >
          <ChevronLeft className="h-5 w-5" aria-hidden="true" />
        </button>
        <button
          type="button"
          onClick={() => go(index + 1)}
          aria-controls={`${id}-slides`}
          aria-label={t('slider.next')}
          className="absolute right-2 top-1/2 flex h-9 w-9 -translate-y-1/2 items-center justify-center rounded-full bg-black/50 text-white hover:bg-black/70 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-white"
        >
          <ChevronRight className="h-5 w-5" aria-hidden="true" />
        </button>

        <div className="absolute inset-x-0 bottom-2 flex justify-center gap-1.5">
          {images.map((image, i) => (
            <button
              key={`${image.src}-dot-${i}`}
              type="button"
              onClick={() => go(i)}
              aria-label={t('slider.goTo', { n: i + 1, count })}
              aria-current={i === index ? 'true' : undefined}
              className={cn(
                'h-2.5 rounded-full transition-all focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-white',
                i === index ? 'w-6 bg-white' : 'w-2.5 bg-white/60 hover:bg-white/90',
              )}
            />
          ))}
        </div>
      </div>
    </div>
  );
}
