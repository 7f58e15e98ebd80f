import { useQuery } from '@tanstack/react-query';
import { ArrowRight } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Link } from 'react-router-dom';
import { breakingListQueryOptions, latestListQueryOptions, usePrefetchCategory } from '@/api/get-articles';
import { ArticleCard, ArticleCardSkeleton } from '@/components/articles/article-card';
import { buttonClasses } from '@/components/ui/button';
import { BREAKING_SECONDARY_COUNT, CATEGORY_SLUGS, HOME_LATEST_COUNT, type CategorySlug } from '@/config/app';
import { paths } from '@/config/paths';
import type { ArticleListItem } from '@/types/contract';
import { publishedOnly } from '@/utils/article';
import { cn } from '@/utils/cn';
import { useLoadErrorToast } from '../hooks/use-load-error-toast';
import { EmptyState } from '@/components/ui/empty-state';
import { Tabs } from '@/components/ui/tabs';
import { SectionHeading } from './section-heading';

type Tab = 'all' | 'latest' | 'breaking';

function ViewAllLink({ slug, children, tone }: { slug: CategorySlug; children: string; tone: 'breaking' | 'default' }) {
  const prefetch = usePrefetchCategory();
  return (
    <Link
      to={paths.category(slug)}
      onMouseEnter={() => prefetch(slug)}
      onFocus={() => prefetch(slug)}
      className={cn(
        buttonClasses('outline', 'md'),
        tone === 'breaking' && 'border-red-300 text-red-700 hover:bg-red-50',
      )}
    >
      {children}
      <ArrowRight className="h-4 w-4" aria-hidden="true" />
    </Link>
  );
}

/** First breaking article featured, the next two as compact cards, View All when there are more than 3. */
function BreakingSection({
  articles,
  total,
  loading,
}: {
  articles: ArticleListItem[];
  total: number;
  loading: boolean;
}) {
  const { t } = useTranslation();
  const [featured, ...rest] = articles;
  const secondary = rest.slice(0, BREAKING_SECONDARY_COUNT);
  const more = Math.max(total, articles.length) > 1 + BREAKING_SECONDARY_COUNT;

  return (
    <section aria-labelledby="home-breaking" data-testid="home-breaking">
      <SectionHeading id="home-breaking" tone="breaking">
        {t('home.breakingHeading')}
      </SectionHeading>
      {loading ? (
        <div className="grid gap-6 lg:grid-cols-3">
          <div className="lg:col-span-2">
            <ArticleCardSkeleton variant="featured" />
          </div>
          <div className="space-y-4">
            <ArticleCardSkeleton variant="compact" />
            <ArticleCardSkeleton variant="compact" />
          </div>
        </div>
      ) : featured ? (
        <div className="grid gap-6 lg:grid-cols-3">
          <ArticleCard article={featured} variant="featured" className="lg:col-span-2" />
          {secondary.length > 0 ? (
            <div className="flex flex-col gap-4">
              {secondary.map((article) => (
                <ArticleCard key={article.id} article={article} variant="compact" />
              ))}
            </div>
          ) : null}
        </div>
      ) : null}
      {!loading && more ? (
        <div className="mt-6 flex justify-center">
          <ViewAllLink slug={CATEGORY_SLUGS.breaking} tone="breaking">
            {t('home.viewAllBreaking')}
          </ViewAllLink>
        </div>
      ) : null}
    </section>
  );
}

/** Up to 8 latest-news articles and View All Latest Articles. */
function LatestSection({ articles, loading }: { articles: ArticleListItem[]; loading: boolean }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="home-latest" data-testid="home-latest">
      <SectionHeading id="home-latest">{t('home.latestHeading')}</SectionHeading>
      <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
        {loading
          ? Array.from({ length: HOME_LATEST_COUNT }, (_, i) => <ArticleCardSkeleton key={i} />)
          : articles.slice(0, HOME_LATEST_COUNT).map((article) => <ArticleCard key={article.id} article={article} />)}
      </div>
      {!loading && articles.length > 0 ? (
        <div className="mt-8 flex justify-center">
          <ViewAllLink slug={CATEGORY_SLUGS.latest} tone="default">
            {t('home.viewAllLatest')}
          </ViewAllLink>
        </div>
      ) : null}
    </section>
  );
}

function HomeEmpty() {
  const { t } = useTranslation();
  return <EmptyState title={t('home.emptyTitle')} text={t('home.emptyText')} />;
}

// A tab panel takes focus after its tab (WAI-ARIA tabs), so it shows a ring like every control.
const panelClasses =
  'rounded-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-4';

const tabClasses = cn(
  'relative -mb-px whitespace-nowrap border-b-2 border-transparent px-4 py-3 text-sm font-semibold text-ink-600 transition-colors sm:text-base',
  'hover:text-ink-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-brand-600',
  'data-[state=active]:border-brand-700 data-[state=active]:text-brand-800',
);

/**
 * The home page's news: tabs All News / Latest / Breaking News over the breaking section and the
 * latest section; skeletons while loading; the empty state when there is nothing to show.
 */
export function HomeNews() {
  const { t } = useTranslation();
  const [tab, setTab] = useState<Tab>('all');
  const latest = useQuery(latestListQueryOptions());
  const breaking = useQuery(breakingListQueryOptions());
  useLoadErrorToast(latest.isError || breaking.isError);

  const latestArticles = publishedOnly(latest.data?.articles ?? []);
  const breakingArticles = publishedOnly(breaking.data?.articles ?? []);
  const breakingTotal = breaking.data?.total ?? 0;
  const latestLoading = latest.isPending;
  const breakingLoading = breaking.isPending;

  const showBreaking = breakingLoading || breakingArticles.length > 0;
  const showLatest = latestLoading || latestArticles.length > 0;

  const breakingSection = (
    <BreakingSection articles={breakingArticles} total={breakingTotal} loading={breakingLoading} />
  );
  const latestSection = <LatestSection articles={latestArticles} loading={latestLoading} />;
  return (
    <Tabs<Tab>
      value={tab}
      onChange={setTab}
      label={t('home.sections')}
      listClassName="mb-8 flex overflow-x-auto border-b border-ink-200"
      tabClassName={tabClasses}
      panelClassName={(value) => cn(value === 'all' && 'space-y-14', panelClasses)}
      data-testid="home-tabs"
      items={[
        {
          value: 'all',
          label: t('home.tabAll'),
          panel: (
            <>
              {showBreaking ? breakingSection : null}
              {showLatest ? latestSection : null}
              {!showBreaking && !showLatest ? <HomeEmpty /> : null}
            </>
          ),
        },
        { value: 'latest', label: t('home.tabLatest'), panel: showLatest ? latestSection : <HomeEmpty /> },
        {
          value: 'breaking',
          label: t('home.tabBreaking'),
          className: 'data-[state=active]:border-red-600 data-[state=active]:text-red-700',
          panel: showBreaking ? breakingSection : <HomeEmpty />,
        },
      ]}
    />
  );
}
