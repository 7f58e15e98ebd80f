import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n';
import { FallbackImage } from '@/components/ui/fallback-image';
import { Skeleton } from '@/components/ui/skeleton';
import type { Article, ArticleListItem } from '@/types/contract';
import { articleDate, articleTopics, categorySlug, contentParagraphs, splitImages } from '@/utils/article';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { ArticleDate } from './article-date';
import { ArticleBody, PictureWords } from './article-body';
import { AuthorBlock } from './author-block';
import { badgeClasses, CategoryBadge } from './category-badge';
import { cn } from '@/utils/cn';

/**
 * The article itself, as readers see it (the article page and the editor's preview): category,
 * date, title, summary, byline with the actions (Share), the hero image (the first image), the
 * content in paragraphs (one per line), the grid of extra images and the topic badges. Given a
 * list's card of the article (shown at once while the article loads), the content is a skeleton.
 */
export function ArticleView({ article, actions }: { article: Article | ArticleListItem; actions?: ReactNode }) {
  const { t } = useTranslation();
  const { hero, extra } = splitImages(article);
  const paragraphs = 'content' in article ? contentParagraphs(article.content) : null;
  // Its tags as links; an answer without tags (before issue 22) keeps the title's words.
  const tags = article.tags;
  const topics = tags ? [] : articleTopics(article, t(`category.${categorySlug(article.category?.slug)}`));
  const body = 'body' in article && paragraphs ? <ArticleBody body={article.body} title={article.title} /> : null;
  const lead = article.imageInfo;

  return (
    <article className="mx-auto max-w-3xl" data-testid="article-view">
      <header className="space-y-4">
        <div className="flex flex-wrap items-center gap-3 text-sm text-ink-500">
          <CategoryBadge category={article.category} asLink />
          <ArticleDate value={articleDate(article)} withTime />
          {!article.published ? (
            <span className={cn(badgeClasses, 'bg-amber-100 text-amber-900')}>{t('article.draft')}</span>
          ) : null}
        </div>
        <h1 className="text-3xl font-bold leading-tight tracking-tight text-ink-900 sm:text-4xl" lang="ne">
          {article.title}
        </h1>
        {article.summary ? (
          <p className="text-lg leading-relaxed text-ink-600 sm:text-xl" lang="ne" data-testid="article-summary">
            {article.summary}
          </p>
        ) : null}
        <div className="flex flex-wrap items-center justify-between gap-4 border-y border-ink-200 py-4">
          <AuthorBlock author={article.author} />
          {actions}
        </div>
      </header>

      {hero ? (
        <figure className="mt-6">
          <FallbackImage
            src={hero}
            alt={lead?.alt ?? article.title}
            priority
            sizes="(min-width: 896px) 832px, 100vw"
            className="aspect-video w-full rounded-xl object-cover"
            data-testid="article-hero"
          />
          <PictureWords caption={lead?.caption} credit={lead?.credit} />
        </figure>
      ) : null}

      <div className="mt-8 space-y-5 text-lg leading-8 text-ink-800" lang="ne" data-testid="article-content">
        {body ??
          (paragraphs ? (
            paragraphs.map((paragraph, i) => <p key={i}>{paragraph}</p>)
          ) : (
            <div className="space-y-4" role="status" aria-label={t('article.loading')}>
              <Skeleton className="h-5 w-full" />
              <Skeleton className="h-5 w-full" />
              <Skeleton className="h-5 w-2/3" />
            </div>
          ))}
      </div>

      {extra.length > 0 ? (
        <section className="mt-10" aria-labelledby="article-images">
          <h2 id="article-images" className="text-lg font-semibold text-ink-900">
            {t('article.images')}
          </h2>
          <ul className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3" data-testid="article-images">
            {extra.map((src, i) => (
              <li key={`${src}-${i}`}>
                <a
                  href={src}
                  target="_blank"
                  rel="noreferrer"
                  className="block overflow-hidden rounded-lg focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
                >
                  <FallbackImage
                    src={src}
                    alt={article.imageUrlsInfo?.[i]?.alt ?? t('article.imageAlt', { title: article.title, n: i + 2 })}
                    loading="lazy"
                    sizes="(min-width: 640px) 33vw, 50vw"
                    className="aspect-[4/3] w-full object-cover transition-transform hover:scale-105"
                  />
                </a>
                <PictureWords
                  caption={article.imageUrlsInfo?.[i]?.caption}
                  credit={article.imageUrlsInfo?.[i]?.credit}
                />
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {tags && tags.length > 0 ? (
        <section className="mt-10" aria-labelledby="article-topics">
          <h2 id="article-topics" className="text-sm font-semibold uppercase tracking-wide text-ink-500">
            {t('article.topics')}
          </h2>
          <ul className="mt-3 flex flex-wrap gap-2" data-testid="article-topics">
            {tags.map((tag) => (
              <li key={tag.id}>
                <Link
                  to={paths.tag(tag.slug)}
                  className={cn(badgeClasses, 'bg-ink-100 px-3 py-1 text-sm font-medium text-ink-700 hover:bg-ink-200')}
                >
                  {tag.name}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {topics.length > 0 ? (
        <section className="mt-10" aria-labelledby="article-topics">
          <h2 id="article-topics" className="text-sm font-semibold uppercase tracking-wide text-ink-500">
            {t('article.topics')}
          </h2>
          <ul className="mt-3 flex flex-wrap gap-2" data-testid="article-topics">
            {topics.map((topic) => (
              <li key={topic} className={cn(badgeClasses, 'bg-ink-100 px-3 py-1 text-sm font-medium text-ink-700')}>
                {topic}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </article>
  );
}
