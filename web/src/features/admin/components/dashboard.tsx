import {
  CalendarClock,
  ClipboardCheck,
  FileText,
  FolderTree,
  MessageSquare,
  NotebookPen,
  PenSquare,
  ScrollText,
  Send,
  Siren,
  Users,
  X,
} from 'lucide-react';
import { useState, type ComponentType } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Link } from 'react-router-dom';
import type { ArticleStatus } from '@/api/query-keys';
import { useCategories } from '@/api/get-categories';
import { ScreenHeader } from '@/components/layouts/screen-header';
import { Button, buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { TableState } from '@/components/ui/data-table';
import { FilterBar } from '@/components/ui/filter-bar';
import { SelectField } from '@/components/ui/select-field';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { formatNumber } from '@/lib/dates';
import { useUser } from '@/lib/auth';
import { can } from '@/lib/authorization';
import { sectionLabel } from '@/utils/article';
import { cn } from '@/utils/cn';
import { emptyFilters, useAdminArticles, type AdminArticleFilters } from '../api/get-admin-articles';
import { useAdminStats } from '../api/get-admin-stats';
import { ArticlesTable } from './articles-table';

type Icon = ComponentType<{ className?: string; 'aria-hidden'?: boolean | 'true' }>;

function StatCard({
  label,
  value,
  icon: IconComponent,
  tone,
}: {
  label: string;
  value?: number;
  icon: Icon;
  tone: string;
}) {
  const { i18n } = useTranslation();
  return (
    <Card className="flex items-center gap-4 p-5">
      <span className={cn('flex h-12 w-12 shrink-0 items-center justify-center rounded-xl', tone)}>
        <IconComponent className="h-6 w-6" aria-hidden="true" />
      </span>
      <div>
        <p className="text-sm font-medium text-ink-500">{label}</p>
        {value === undefined ? (
          <Skeleton className="mt-1 h-8 w-16" />
        ) : (
          <p className="text-3xl font-bold text-ink-900">{formatNumber(value, i18n.language)}</p>
        )}
      </div>
    </Card>
  );
}

const STATE_CARDS = [
  { status: 'review', icon: Send, tone: 'bg-amber-100 text-amber-800' },
  { status: 'scheduled', icon: CalendarClock, tone: 'bg-sky-100 text-sky-800' },
  { status: 'draft', icon: NotebookPen, tone: 'bg-ink-100 text-ink-700' },
  { status: 'published', icon: ClipboardCheck, tone: 'bg-emerald-100 text-emerald-800' },
] as const;

/** Editors' review queue: what contributors submitted, to approve or send back. */
function ReviewQueue() {
  const { t } = useTranslation();
  const queue = useAdminArticles({ ...emptyFilters, status: 'review' });
  const rows = queue.data?.articles ?? [];
  return (
    <Card className="overflow-hidden" data-testid="review-queue">
      <div className="space-y-1 border-b border-ink-200 p-5">
        <h2 className="text-xl font-semibold text-ink-900">{t('newsroom.reviewQueue')}</h2>
        <p className="text-sm text-ink-600">{t('newsroom.reviewQueueIntro')}</p>
      </div>
      <TableState
        query={queue}
        empty={rows.length === 0}
        loadingLabel={t('admin.loadingArticles')}
        emptyLabel={t('newsroom.reviewQueueEmpty')}
      >
        <ArticlesTable articles={rows} testId="review-queue-table" />
      </TableState>
    </Card>
  );
}

/**
 * The newsroom's dashboard: stat cards (with the count of each state), shortcuts by right, the
 * review queue first for editors, and the 10 most recent articles with a search box and status
 * and category filters (all answered by the server). A contributor's table is their own articles.
 */
export function Dashboard() {
  const { t, i18n } = useTranslation();
  const { user } = useUser();
  const isEditor = can(user, 'article.readAll');
  const stats = useAdminStats();
  const categories = useCategories();
  const [filters, setFilters] = useState<AdminArticleFilters>(emptyFilters);
  const search = useDebouncedValue(filters.search, 300);
  const articles = useAdminArticles({ ...filters, search, mine: !isEditor });
  const filtered = filters.search !== '' || filters.status !== 'all' || filters.category !== 'all';
  const rows = articles.data?.articles ?? [];
  const total = articles.data?.total ?? 0;

  const categoryOptions = [
    { value: 'all', label: t('admin.categoryAll') },
    ...(categories.data ?? []).map((category) => ({
      value: category.slug,
      label: sectionLabel(category, t, i18n.language),
    })),
  ];

  return (
    <div className="mx-auto max-w-7xl space-y-8 px-4 py-10 sm:px-6 lg:px-8">
      <ScreenHeader
        title={t('admin.dashboard')}
        intro={t(isEditor ? 'admin.dashboardIntro' : 'newsroom.contributorIntro')}
        actions={
          <nav aria-label={t('admin.shortcuts')} className="flex flex-wrap gap-2">
            <Link to={paths.adminArticles} className={buttonClasses('primary', 'md')}>
              <PenSquare className="h-4 w-4" aria-hidden="true" />
              {t('admin.articles')}
            </Link>
            {can(user, 'user.manage') ? (
              <Link to={paths.adminUsers} className={buttonClasses('outline', 'md')}>
                <Users className="h-4 w-4" aria-hidden="true" />
                {t('admin.users')}
              </Link>
            ) : null}
            {can(user, 'comment.moderate') ? (
              <Link to={paths.adminComments} className={buttonClasses('outline', 'md')}>
                <MessageSquare className="h-4 w-4" aria-hidden="true" />
                {t('admin.comments')}
              </Link>
            ) : null}
            {can(user, 'audit.read') ? (
              <Link to={paths.adminAudit} className={buttonClasses('outline', 'md')}>
                <ScrollText className="h-4 w-4" aria-hidden="true" />
                {t('newsroom.audit')}
              </Link>
            ) : null}
            {can(user, 'section.manage') ? (
              <Link to={paths.adminSections} className={buttonClasses('outline', 'md')}>
                <FolderTree className="h-4 w-4" aria-hidden="true" />
                {t('sectionsAdmin.title')}
              </Link>
            ) : null}
          </nav>
        }
      />

      <section aria-label={t('admin.statsLabel')} className="grid gap-4 sm:grid-cols-3" data-testid="admin-stats">
        <StatCard
          label={t('admin.statsTotal')}
          value={stats.data?.totalArticles}
          icon={FileText}
          tone="bg-nepal-blue/10 text-nepal-blue"
        />
        <StatCard
          label={t('admin.statsBreaking')}
          value={stats.data?.breakingNews}
          icon={Siren}
          tone="bg-red-100 text-red-700"
        />
        <StatCard
          label={t('admin.statsComments')}
          value={stats.data?.totalComments}
          icon={MessageSquare}
          tone="bg-emerald-100 text-emerald-700"
        />
      </section>

      <section
        aria-label={t('newsroom.statesLabel')}
        className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4"
        data-testid="state-stats"
      >
        {STATE_CARDS.map(({ status, icon, tone }) => (
          <StatCard
            key={status}
            label={t(`newsroom.stats_${status}`)}
            value={stats.data?.byStatus?.[status]}
            icon={icon}
            tone={tone}
          />
        ))}
      </section>

      {isEditor ? <ReviewQueue /> : null}

      <Card className="overflow-hidden">
        <div className="space-y-4 border-b border-ink-200 p-5">
          <h2 className="text-xl font-semibold text-ink-900">
            {t(isEditor ? 'admin.recentArticles' : 'newsroom.myArticles')}
          </h2>
          <FilterBar
            label={t('admin.filters')}
            className="md:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)_auto]"
            search={{
              label: t('admin.search'),
              value: filters.search,
              onChange: (search) => setFilters({ ...filters, search }),
              placeholder: t('admin.searchPlaceholder'),
            }}
          >
            <SelectField
              label={t('admin.status')}
              value={filters.status}
              onChange={(event) => setFilters({ ...filters, status: event.target.value as ArticleStatus })}
              options={[
                { value: 'all', label: t('admin.statusAll') },
                ...(['review', 'scheduled', 'draft', 'published'] as const).map((status) => ({
                  value: status,
                  label: t(`newsroom.status_${status}`),
                })),
              ]}
            />
            <SelectField
              label={t('admin.category')}
              value={filters.category}
              onChange={(event) =>
                setFilters({ ...filters, category: event.target.value as AdminArticleFilters['category'] })
              }
              options={categoryOptions}
            />
            <Button variant="outline" onClick={() => setFilters(emptyFilters)} disabled={!filtered}>
              <X className="h-4 w-4" aria-hidden="true" />
              {t('admin.clearFilters')}
            </Button>
          </FilterBar>
        </div>

        <TableState
          query={articles}
          empty={rows.length === 0}
          loadingLabel={t('admin.loadingArticles')}
          emptyLabel={t('admin.noArticles')}
        >
          <ArticlesTable articles={rows} />
        </TableState>

        <p
          className="border-t border-ink-200 px-5 py-3 text-sm text-ink-600"
          aria-live="polite"
          data-testid="articles-count"
        >
          {t('admin.showing', {
            shown: formatNumber(rows.length, i18n.language),
            total: formatNumber(total, i18n.language),
          })}
        </p>
      </Card>
    </div>
  );
}
