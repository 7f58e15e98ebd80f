import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { ChevronDown, LayoutDashboard, LogOut, User as UserIcon } from 'lucide-react';
import { useTranslation } from '@/lib/i18n';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useLogout } from '@/lib/auth';
import { can, displayName } from '@/lib/authorization';
import type { User } from '@/types/contract';
import { Avatar } from './avatar';

const itemClasses =
  'flex cursor-pointer items-center gap-2 rounded-md px-3 py-2 text-sm text-ink-800 outline-none data-[highlighted]:bg-ink-100';

/** Avatar (or icon) plus first name; Admin Dashboard (staff: contributors, editors, admins), Profile, Logout. */
export function UserMenu({ user }: { user: User }) {
  const { t } = useTranslation();
  const logout = useLogout();
  const name = displayName(user);

  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        aria-label={t('nav.userMenu', { name })}
        className="inline-flex h-10 items-center gap-2 rounded-full border border-ink-200 py-1 pl-1 pr-3 text-sm font-medium text-ink-800 hover:bg-ink-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
      >
        <Avatar user={user} />
        <span className="max-w-[8rem] truncate" data-testid="user-menu-name">
          {name}
        </span>
        <ChevronDown className="h-4 w-4" aria-hidden="true" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="z-50 min-w-[12rem] rounded-lg border border-ink-200 bg-white p-1 shadow-lg"
        >
          {can(user, 'dashboard.read') ? (
            <DropdownMenu.Item asChild className={itemClasses}>
              <Link to={paths.admin}>
                <LayoutDashboard className="h-4 w-4" aria-hidden="true" />
                {t('nav.adminDashboard')}
              </Link>
            </DropdownMenu.Item>
          ) : null}
          <DropdownMenu.Item asChild className={itemClasses}>
            <Link to={paths.profile}>
              <UserIcon className="h-4 w-4" aria-hidden="true" />
              {t('nav.profile')}
            </Link>
          </DropdownMenu.Item>
          <DropdownMenu.Separator className="my-1 h-px bg-ink-200" />
          <DropdownMenu.Item className={itemClasses} onSelect={() => logout.mutate()}>
            <LogOut className="h-4 w-4" aria-hidden="true" />
            {t('nav.logout')}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
