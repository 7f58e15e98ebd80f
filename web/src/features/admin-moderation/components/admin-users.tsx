import { Eye, EyeOff, UserPlus } from 'lucide-react';
import { useTranslation } from '@/lib/i18n';
import { Link } from 'react-router-dom';
import type { AdminUserParams } from '@/api/query-keys';
import { ArticleDate } from '@/components/articles/article-date';
import { Avatar } from '@/components/layouts/avatar';
import { buttonClasses } from '@/components/ui/button';
import { DataTable, StatusBadge, cellClasses, rowClasses } from '@/components/ui/data-table';
import { paths } from '@/config/paths';
import { toast } from '@/hooks/use-toast';
import { isUnauthorizedError, serverMessage } from '@/lib/api-client';
import { useUser } from '@/lib/auth';
import { ROLE_LIST, ROLES, type Role } from '@/lib/authorization';
import type { TranslationKey } from '@/lib/i18n/translator';
import type { User } from '@/types/contract';
import { cn } from '@/utils/cn';
import { useAdminUsers } from '../api/get-admin-users';
import { useSetUserHidden } from '../api/set-user-hidden';
import { useSetUserRole } from '../api/set-user-role';
import { fullName } from '../lib/text';
import { ModerationScreen, useListControls } from './moderation-screen';

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

/** A role's name in the interface: Reader, Contributor, Editor, Admin. */
export const roleLabelKey = (role: Role): TranslationKey =>
  role === ROLES.admin
    ? 'moderation.roleAdmin'
    : role === ROLES.client
      ? 'moderation.roleClient'
      : (`newsroom.role${role === ROLES.editor ? 'Editor' : 'Contributor'}` as const);

const roleTone: Record<Role, string> = {
  admin: 'bg-brand-100 text-brand-800',
  editor: 'bg-sky-100 text-sky-900',
  contributor: 'bg-amber-100 text-amber-900',
  client: 'bg-ink-100 text-ink-700',
};

/** An admin changes a user's role (PUT /api/admin/users/{id}/role); not their own. */
function RoleSelect({ user, self }: { user: User; self: boolean }) {
  const { t } = useTranslation();
  const change = useSetUserRole();
  const name = fullName(user, user.email);
  return (
    <select
      aria-label={t('newsroom.changeRole', { name })}
      value={user.role}
      disabled={change.isPending || self}
      title={self ? t('moderation.selfHint') : undefined}
      onChange={(event) => {
        const role = event.target.value as Role;
        change.mutate(
          { id: user.id, role },
          {
            onSuccess: () =>
              toast({
                title: t('newsroom.roleChanged'),
                description: t('newsroom.roleChangedText', { name, role: t(roleLabelKey(role)) }),
                variant: 'success',
              }),
            onError: (error) => {
              if (!isUnauthorizedError(error))
                toast({ title: t('newsroom.roleFailed'), description: serverMessage(error), variant: 'destructive' });
            },
          },
        );
      }}
      className={cn('rounded-full border-0 px-2.5 py-0.5 text-xs font-semibold', roleTone[user.role])}
    >
      {ROLE_LIST.map((role) => (
        <option key={role} value={role}>
          {t(roleLabelKey(role))}
        </option>
      ))}
    </select>
  );
}

function UsersTable({ users, me }: { users: User[]; me: User | null }) {
  const { t } = useTranslation();
  return (
    <DataTable
      columns={[
        { label: t('moderation.colName') },
        { label: t('moderation.colEmail') },
        { label: t('moderation.colRole') },
        { label: t('moderation.colStatus') },
        { label: t('moderation.colJoined') },
        { label: t('moderation.colActions'), end: true },
      ]}
      minWidth="md:min-w-[48rem]"
      testId="admin-users-table"
    >
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
            <RoleSelect user={user} self={me?.id === user.id} />
          </td>
          <td className={cellClasses}>
            <StatusBadge hidden={user.hidden} testId="admin-user-status">
              {t(user.hidden ? 'moderation.hidden' : 'moderation.active')}
            </StatusBadge>
          </td>
          <td className={cn(cellClasses, 'text-ink-600')}>
            <ArticleDate value={user.createdAt} />
          </td>
          <td className={cn(cellClasses, 'md:text-right')}>
            <HiddenToggle user={user} self={me?.id === user.id} />
          </td>
        </tr>
      ))}
    </DataTable>
  );
}

/**
 * /admin/users (spec §2, issue 21): search by name or e-mail, a role filter (all and every role),
 * the users one server page at a time with their role (an admin changes it in place) and a
 * hide/show action, and Add User (to /register, where an admin also picks the new user's role).
 */
export function AdminUsers() {
  const { t } = useTranslation();
  const { user: me } = useUser();
  const controls = useListControls<RoleFilter>('all');
  const query = useAdminUsers({ ...controls.params, role: controls.filter });
  const rows = query.data?.users ?? [];
  return (
    <ModerationScreen
      title={t('moderation.usersTitle')}
      intro={t('moderation.usersIntro')}
      actions={
        <Link to={paths.register} className={buttonClasses('primary', 'md', 'self-start sm:self-auto')}>
          <UserPlus className="h-4 w-4" aria-hidden="true" />
          {t('moderation.addUser')}
        </Link>
      }
      controls={controls}
      searchPlaceholder={t('moderation.searchUsers')}
      filter={{
        label: t('moderation.role'),
        options: [
          { value: 'all', label: t('moderation.roleAll') },
          ...ROLE_LIST.map((role) => ({ value: role, label: t(roleLabelKey(role)) })),
        ],
      }}
      query={query}
      rows={rows.length}
      total={query.data?.total ?? 0}
      loadingLabel={t('moderation.loadingUsers')}
      emptyLabel={t('moderation.noUsers')}
    >
      <UsersTable users={rows} me={me} />
    </ModerationScreen>
  );
}
