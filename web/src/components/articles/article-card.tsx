import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Link } from 'react-router-dom';
import { ImageSlider } from '@/components/ui/image-slider';
import { FallbackImage } from '@/components/ui/fallback-image';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import type { ArticleListItem } from '@/types/contract';
import { articleDate, articleImages, authorName, cardText } from '@/utils/article';
import { cn } from '@/utils/cn';
import { ArticleDate } from './article-date';
import { CategoryBadge } from './category-badge';

export type ArticleCardVariant = 'featured' | 'grid' | 'compact';

/**
 * A story in a list. The title is the link; the whole card is clickable through it (a stretched
 * link), so there is one link per card for assistive technology.
 * - featured: the lead story, all its images in a slider;
 * - grid: image, category, title, the summary (or the first 100 characters of the content), date;
 * - compact: a thumbnail beside the title and date.
 */
export function ArticleCard({
  article,
  variant = 'grid',
  headingLevel = 3,
  imagePriority = false,
  className,
}: {
  article: ArticleListItem;
  variant?: ArticleCardVariant;
  headingLevel?: 2 | 3;
  /** The page's largest picture (a grid's first card): loaded at once and first. */
  imagePriority?: boolean;
  className?: string;
}) {
  const { t } = useTranslation();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const images = articleImages(article);
  const link = (
    <Link
      to={paths.story(article)}
      className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-none focus-visible:after:rounded-xl focus-visible:after:ring-2 focus-visible:after:ring-brand-600"
    >
      {article.title}
    </Link>
  );
  // The compact and grid cards: the first image, lazily unless it leads the page; the category
  // above the title.
  const thumbnail = (sizes: string, imageClassName: string) => (
    <FallbackImage
      src={images[0]}
      alt=""
      loading="lazy"
      priority={imagePriority}
      sizes={sizes}
      className={imageClassName}
    />
  );
  const badgeAndTitle = (titleClassName: string) => (
    <>
      <CategoryBadge category={article.category} className="self-start" />
      <Heading className={cn(titleClassName, 'leading-snug text-ink-900 group-hover:text-brand-700')}>{link}</Heading>
    </>
  );

  if (variant === 'compact') {
    return (
      <CardFrame
        className={cn(
          'group relative flex gap-4 rounded-xl border border-ink-200 bg-white p-3 shadow-sm hover:shadow-md',
          className,
        )}
      >
        {thumbnail('128px', 'h-20 w-28 shrink-0 rounded-lg object-cover sm:h-24 sm:w-32')}
        <div className="flex min-w-0 flex-col gap-1.5">
          {badgeAndTitle('line-clamp-3 text-base font-semibold')}
          <ArticleDate value={articleDate(article)} className="text-xs text-ink-500" />
        </div>
      </CardFrame>
    );
  }

  if (variant === 'featured') {
    return (
      <CardFrame
        className={cn('group relative overflow-hidden rounded-2xl border border-ink-200 bg-white shadow-sm', className)}
      >
        {images.length > 0 ? (
          <ImageSlider
            images={images.map((src, i) => ({
              src,
              alt: i === 0 ? '' : t('article.imageAlt', { title: article.title, n: i + 1 }),
            }))}
            frameClassName="aspect-[16/9]"
            loading="eager"
            sizes="(min-width: 1024px) 66vw, 100vw"
            className="relative z-10"
          />
        ) : null}
        <div className="space-y-3 p-5 sm:p-6">
          <div className="flex flex-wrap items-center gap-3 text-sm text-ink-500">
            <CategoryBadge category={article.category} />
            <ArticleDate value={articleDate(article)} />
          </div>
          <Heading className="text-2xl font-bold leading-snug text-ink-900 group-hover:text-brand-700 sm:text-3xl">
            {link}
          </Heading>
          <p className="line-clamp-3 text-base text-ink-600 sm:text-lg">{cardText(article)}</p>
          <p className="text-sm font-medium text-ink-700">{authorName(article.author)}</p>
        </div>
      </CardFrame>
    );
  }

  return (
    <CardFrame
      className={cn(
        'group relative flex flex-col overflow-hidden rounded-xl border border-ink-200 bg-white shadow-sm transition-shadow hover:shadow-md',
        className,
      )}
    >
      {thumbnail('(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw', 'aspect-video w-full object-cover')}
      <div className="flex flex-1 flex-col gap-2 p-4">
        {badgeAndTitle('line-clamp-3 text-lg font-semibold')}
        <p className="line-clamp-3 text-sm text-ink-600" data-testid="article-card-text">
          {cardText(article)}
        </p>
        <ArticleDate value={articleDate(article)} className="mt-auto pt-2 text-xs text-ink-500" />
      </div>
    </CardFrame>
  );
}

function CardFrame({ className, children }: { className: string; children: ReactNode }) {
  return (
    <article className={className} data-testid="article-card">
      {children}
    </article>
  );
}

/**
 * Cards in a grid (a category's page, related articles, the latest beside empty search results):
 * `className` adds the columns of larger screens and the margins. `leadsPage`: the grid opens the
 * page, so its first picture is the page's largest content and loads first.
 */
export function ArticleCardGrid({
  articles,
  headingLevel,
  leadsPage = false,
  className,
  ...props
}: {
  articles: ArticleListItem[];
  headingLevel?: 2 | 3;
  leadsPage?: boolean;
  className?: string;
  'data-testid'?: string;
}) {
  return (
    <ul className={cn('grid gap-6 sm:grid-cols-2', className)} {...props}>
      {articles.map((article, i) => (
        <li key={article.id} className="flex">
          <ArticleCard
            article={article}
            headingLevel={headingLevel}
            imagePriority={leadsPage && i === 0}
            className="w-full"
          />
        </li>
      ))}
    </ul>
  );
}

/** The placeholder of a card while the list loads. */
export function ArticleCardSkeleton({ variant = 'grid' }: { variant?: ArticleCardVariant }) {
  if (variant === 'compact') {
    return (
      <div className="flex gap-4 rounded-xl border border-ink-200 bg-white p-3" data-testid="article-skeleton">
        <Skeleton className="h-20 w-28 shrink-0 rounded-lg sm:h-24 sm:w-32" />
        <div className="flex-1 space-y-2">
          <Skeleton className="h-4 w-20" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-2/3" />
        </div>
      </div>
    );
  }
  if (variant === 'featured') {
    return (
      <div className="overflow-hidden rounded-2xl border border-ink-200 bg-white" data-testid="article-skeleton">
        <Skeleton className="aspect-[16/9] w-full rounded-none" />
        <div className="space-y-3 p-6">
          <Skeleton className="h-5 w-28" />
          <Skeleton className="h-8 w-full" />
          <Skeleton className="h-4 w-5/6" />
        </div>
      </div>
    );
  }
  return (
    <div className="overflow-hidden rounded-xl border border-ink-200 bg-white" data-testid="article-skeleton">
      <Skeleton className="aspect-video w-full rounded-none" />
      <div className="space-y-2 p-4">
        <Skeleton className="h-4 w-24" />
        <Skeleton className="h-5 w-full" />
        <Skeleton className="h-4 w-4/5" />
        <Skeleton className="h-3 w-24" />
      </div>
    </div>
  );
}
