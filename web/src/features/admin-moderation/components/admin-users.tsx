import { Eye, EyeOff, UserPlus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { AdminUserParams } from '@/api/comment-keys';
import { ArticleDate } from '@/components/articles/article-date';
import { Avatar } from '@/components/layouts/avatar';
import { Button, buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { SelectField } from '@/components/ui/select-field';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { toast } from '@/hooks/use-toast';
import { isUnauthorizedError } from '@/lib/api-client';
import { useUser } from '@/lib/auth';
import { ROLES } from '@/lib/authorization';
import type { User } from '@/types/api';
import { cn } from '@/utils/cn';
import { useAdminUsers } from '../api/get-admin-users';
import { useSetUserHidden } from '../api/set-user-hidden';
import { ADMIN_PAGE_SIZE, SEARCH_DEBOUNCE_MS } from '../constants';
import { fullName } from '../lib/text';
import {
  Pagination,
  ScreenHeader,
  SearchBox,
  cellClasses,
  rowClasses,
  statusBadgeClasses,
  thClasses,
  theadClasses,
} from './parts';

type RoleFilter = AdminUserParams['role'];

function HiddenToggle({ user, self }: { user: User; self: boolean }) {
  const { t } = useTranslation();
  const toggle = useSetUserHidden();
  const name = fullName(user, user.email);
  const next = !user.hidden;
  const onClick = () =>
    toggle.mutate(
      { id: user.id, hidden: next },
      {
        onSuccess: () =>
          toast({
            title: t('moderation.userUpdated'),
            description: t(next ? 'moderation.userHiddenText' : 'moderation.userShownText', { name }),
            variant: 'success',
          }),
        onError: (error) => {
          if (!isUnauthorizedError(error)) toast({ title: t('moderation.updateFailed'), variant: 'destructive' });
        },
      },
    );
  const Icon = user.hidden ? Eye : EyeOff;
  return (
    <button
      type="button"
      onClick={onClick}
      // An admin hiding their own account would end their own session.
      disabled={toggle.isPending || self}
      title={self ? t('moderation.selfHint') : undefined}
      aria-label={t(user.hidden ? 'moderation.showUser' : 'moderation.hideUser', { name })}
      className={buttonClasses('ghost', 'sm', 'whitespace-nowrap')}
    >
      <Icon className="h-4 w-4" aria-hidden="true" />
      {t(user.hidden ? 'moderation.show' : 'moderation.hide')}
    </button>
  );
}

function UsersTable({ users, me }: { users: User[]; me: User | null }) {
  const { t } = useTranslation();
  return (
    <div className="md:overflow-x-auto">
      <table className="block w-full text-left text-sm md:table md:min-w-[48rem]" data-testid="admin-users-table">
        <thead className={theadClasses}>
          <tr>
            <th scope="col" className={thClasses}>
              {t('moderation.colName')}
            </th>
            <th scope="col" className={thClasses}>
              {t('moderation.colEmail')}
            </th>
            <th scope="col" className={thClasses}>
              {t('moderation.colRole')}
            </th>
            <th scope="col" className={thClasses}>
              {t('moderation.colStatus')}
            </th>
            <th scope="col" className={thClasses}>
              {t('moderation.colJoined')}
            </th>
            <th scope="col" className={cn(thClasses, 'text-right')}>
              {t('moderation.colActions')}
            </th>
          </tr>
        </thead>
        <tbody className="block divide-y divide-ink-100 md:table-row-group">
          {users.map((user) => (
            <tr key={user.id} className={rowClasses} data-testid="admin-user-row">
              <td className={cn(cellClasses, 'w-full md:w-auto')}>
                <div className="flex items-center gap-3">
                  <Avatar user={user} className="h-9 w-9 shrink-0" />
                  <div className="min-w-0">
                    <p className="font-medium text-ink-900">{fullName(user, '—')}</p>
                    {user.username ? <p className="text-xs text-ink-500">@{user.username}</p> : null}
                  </div>
                </div>
              </td>
              <td className={cn(cellClasses, 'break-all text-ink-700')}>{user.email}</td>
              <td className={cellClasses}>
                <span
                  className={cn(
                    'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold',
                    user.role === ROLES.admin ? 'bg-brand-100 text-brand-800' : 'bg-ink-100 text-ink-700',
                  )}
                >
                  {t(user.role === ROLES.admin ? 'moderation.roleAdmin' : 'moderation.roleClient')}
                </span>
              </td>
              <td className={cellClasses}>
                <span className={statusBadgeClasses(user.hidden)} data-testid="admin-user-status">
                  {t(user.hidden ? 'moderation.hidden' : 'moderation.active')}
                </span>
              </td>
              <td className={cn(cellClasses, 'text-ink-600')}>
                <ArticleDate value={user.createdAt} />
              </td>
              <td className={cn(cellClasses, 'md:text-right')}>
                <HiddenToggle user={user} self={me?.id === user.id} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * /admin/users (spec §2): search by name or e-mail, a role filter (all, admin, client), the
 * users one server page at a time with a hide/show action, and Add User (to /register).
 */
export function AdminUsers() {
  const { t } = useTranslation();
  const { user: me } = useUser();
  const [searchText, setSearchText] = useState('');
  const [role, setRole] = useState<RoleFilter>('all');
  const [offset, setOffset] = useState(0);
  const search = useDebouncedValue(searchText.trim(), SEARCH_DEBOUNCE_MS);
  const params: AdminUserParams = { search: search || undefined, role, limit: ADMIN_PAGE_SIZE, offset };
  const query = useAdminUsers(params);
  const rows = query.data?.users ?? [];
  const total = query.data?.total ?? 0;

  return (
    <div className="mx-auto max-w-7xl space-y-8 px-4 py-10 sm:px-6 lg:px-8">
      <ScreenHeader
        title={t('moderation.usersTitle')}
        intro={t('moderation.usersIntro')}
        actions={
          <Link to={paths.register} className={buttonClasses('primary', 'md', 'self-start sm:self-auto')}>
            <UserPlus className="h-4 w-4" aria-hidden="true" />
            {t('moderation.addUser')}
          </Link>
        }
      />
      <Card className="overflow-hidden">
        <div
          role="search"
          aria-label={t('moderation.filters')}
          className="grid gap-3 border-b border-ink-200 p-5 md:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] md:items-end"
        >
          <SearchBox
            value={searchText}
            onChange={(value) => {
              setSearchText(value);
              setOffset(0);
            }}
            placeholder={t('moderation.searchUsers')}
          />
          <SelectField
            label={t('moderation.role')}
            value={role}
            onChange={(event) => {
              setRole(event.target.value as RoleFilter);
              setOffset(0);
            }}
            options={[
              { value: 'all', label: t('moderation.roleAll') },
              { value: 'admin', label: t('moderation.roleAdmin') },
              { value: 'client', label: t('moderation.roleClient') },
            ]}
          />
        </div>

        {query.isPending ? (
          <Spinner label={t('moderation.loadingUsers')} className="py-16" />
        ) : query.isError && !query.data ? (
          <div className="flex flex-col items-center gap-3 px-5 py-16 text-center" role="alert">
            <p className="text-ink-600">{t('moderation.loadError')}</p>
            <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
              {t('common.retry')}
            </Button>
          </div>
        ) : rows.length === 0 ? (
          <p className="px-5 py-16 text-center text-ink-600">{t('moderation.noUsers')}</p>
        ) : (
          <div className={cn(query.isPlaceholderData && 'opacity-60')}>
            <UsersTable users={rows} me={me} />
          </div>
        )}

        <Pagination
          offset={offset}
          limit={ADMIN_PAGE_SIZE}
          rows={rows.length}
          total={total}
          onChange={setOffset}
          busy={query.isFetching}
        />
      </Card>
    </div>
  );
}
