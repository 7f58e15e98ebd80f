import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from '@/lib/i18n';
import { ScreenHeader } from '@/components/layouts/screen-header';
import { Card } from '@/components/ui/card';
import { DataTable, TableState, cellClasses, rowClasses } from '@/components/ui/data-table';
import { Pagination } from '@/components/ui/pagination';
import { SelectField } from '@/components/ui/select-field';
import { paths } from '@/config/paths';
import type { TranslationKey } from '@/lib/i18n/translator';
import type { AuditEntry } from '@/types/contract';
import { authorName } from '@/utils/article';
import { cn } from '@/utils/cn';
import { ADMIN_PAGE_SIZE } from '@/config/app';
import { useAudit, type AuditTarget } from '../api/get-audit';
import { formatNepalDateTime } from '../lib/nepal-time';

const KNOWN_ACTIONS = new Set([
  'article.created',
  'article.edited',
  'article.submitted',
  'article.published',
  'article.scheduled',
  'article.unpublished',
  'article.sent_back',
  'article.deleted',
  'article.restored',
  'comment.hidden',
  'comment.shown',
  'user.hidden',
  'user.shown',
  'user.role_changed',
]);

/** "article.sent_back" → its words; an action this screen does not know yet shows as it is. */
function useActionLabel() {
  const { t } = useTranslation();
  return (action: string) =>
    KNOWN_ACTIONS.has(action) ? t(`newsroom.action.${action.replace('.', '_')}` as TranslationKey) : action;
}

/** The few details worth a column: a role change, a schedule, a note, a previous state. */
function Details({ entry }: { entry: AuditEntry }) {
  const { t, i18n } = useTranslation();
  const details = entry.details as Record<string, unknown>;
  const role = (value: unknown) => {
    const key = `newsroom.role${String(value).charAt(0).toUpperCase()}${String(value).slice(1)}`;
    return ['client', 'contributor', 'editor', 'admin'].includes(String(value))
      ? t(key as TranslationKey)
      : String(value);
  };
  const parts: string[] = [];
  if (details.from && details.to) parts.push(`${role(details.from)} → ${role(details.to)}`);
  else if (typeof details.from === 'string') parts.push(t(`newsroom.status_${details.from}` as TranslationKey));
  if (typeof details.publishAt === 'string')
    parts.push(formatNepalDateTime(details.publishAt, i18n.language, t('newsroom.nepalTimeShort')));
  if (typeof details.note === 'string') parts.push(`“${details.note}”`);
  return <span className="text-ink-600">{parts.join(' · ')}</span>;
}

function Subject({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation();
  const label = entry.targetTitle ?? `#${entry.targetId}`;
  const kind = t(
    entry.targetType === 'article'
      ? 'newsroom.auditArticles'
      : entry.targetType === 'comment'
        ? 'newsroom.auditComments'
        : 'newsroom.auditUsers',
  );
  // A deleted article has no page; its title stays in the log.
  if (entry.targetType === 'article' && entry.action !== 'article.deleted')
    return (
      <Link to={paths.adminEditArticle(entry.targetId)} className="font-medium text-ink-900 hover:underline" lang="ne">
        {label}
      </Link>
    );
  return (
    <span className="text-ink-800" lang="ne">
      <span className="text-xs text-ink-500">{kind}: </span>
      {label}
    </span>
  );
}

/**
 * /admin/audit (editors and admins): who did what to which article, comment or user, newest
 * first, one server page at a time (like the other admin lists), filtered by subject.
 */
export function AuditLog() {
  const { t, i18n } = useTranslation();
  const actionLabel = useActionLabel();
  const [targetType, setTargetType] = useState<AuditTarget>('all');
  const [offset, setOffset] = useState(0);
  const query = useAudit({ targetType, limit: ADMIN_PAGE_SIZE, offset });
  const rows = query.data?.entries ?? [];
  return (
    <div className="mx-auto max-w-7xl space-y-8 px-4 py-10 sm:px-6 lg:px-8">
      <ScreenHeader
        title={t('newsroom.auditTitle')}
        intro={t('newsroom.auditIntro')}
        back={{ to: paths.adminDashboard, label: t('moderation.backToDashboard') }}
      />
      <Card className="overflow-hidden">
        <div className="border-b border-ink-200 p-5">
          <SelectField
            label={t('newsroom.auditFilter')}
            value={targetType}
            onChange={(event) => {
              setTargetType(event.target.value as AuditTarget);
              setOffset(0);
            }}
            options={[
              { value: 'all', label: t('newsroom.auditAll') },
              { value: 'article', label: t('newsroom.auditArticles') },
              { value: 'comment', label: t('newsroom.auditComments') },
              { value: 'user', label: t('newsroom.auditUsers') },
            ]}
            className="max-w-xs"
          />
        </div>
        <TableState
          query={query}
          empty={rows.length === 0}
          loadingLabel={t('newsroom.loadingAudit')}
          emptyLabel={t('newsroom.noAudit')}
          errorLabel={t('moderation.loadError')}
          retryLabel={t('common.retry')}
        >
          <DataTable
            columns={[
              { label: t('newsroom.colWhen') },
              { label: t('newsroom.colWho') },
              { label: t('newsroom.colAction') },
              { label: t('newsroom.colSubject') },
              { label: t('newsroom.colDetails') },
            ]}
            minWidth="md:min-w-[52rem]"
            testId="audit-table"
          >
            {rows.map((entry) => (
              <tr key={entry.id} className={rowClasses} data-testid="audit-row">
                <td className={cn(cellClasses, 'whitespace-nowrap text-sm text-ink-600')}>
                  {formatNepalDateTime(entry.at, i18n.language, t('newsroom.nepalTimeShort'))}
                </td>
                <td className={cn(cellClasses, 'text-ink-800')}>
                  {entry.actor.id === null
                    ? t('newsroom.scheduler')
                    : authorName(entry.actor) || t('newsroom.unknownActor')}
                </td>
                <td className={cn(cellClasses, 'text-ink-800')}>{actionLabel(entry.action)}</td>
                <td className={cn(cellClasses, 'md:max-w-sm')}>
                  <Subject entry={entry} />
                </td>
                <td className={cn(cellClasses, 'text-sm')}>
                  <Details entry={entry} />
                </td>
              </tr>
            ))}
          </DataTable>
        </TableState>
        <Pagination
          offset={offset}
          limit={ADMIN_PAGE_SIZE}
          rows={rows.length}
          total={query.data?.total ?? 0}
          onChange={setOffset}
          busy={query.isFetching}
        />
      </Card>
    </div>
  );
}
