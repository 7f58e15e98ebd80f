import * as Dialog from '@radix-ui/react-dialog';
import { LayoutDashboard, LogOut, Mail, User as UserIcon, X } from 'lucide-react';
import type { RefObject } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Link, NavLink } from 'react-router-dom';
import { buttonClasses } from '@/components/ui/button';
import { BRAND_NAME } from '@/config/app';
import { paths } from '@/config/paths';
import { useLogout } from '@/lib/auth';
import { can, displayName } from '@/lib/authorization';
import type { User } from '@/types/contract';
import { SiteSearchBox } from '@/components/layouts/site-search-box';
import { contactMailto } from '@/utils/mailto';
import { cn } from '@/utils/cn';
import { Avatar } from './avatar';
import { Brand } from './brand';
import { LanguageSwitch } from './language-switch';
import { navItems } from './nav-items';

const linkClasses =
  'flex items-center gap-3 rounded-md px-3 py-3 text-base font-medium focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600';

/**
 * The slide-out menu of small screens: the same navigation, contact, language and account.
 * Loaded when first opened (web/src/components/layouts/mobile-nav.tsx holds its button).
 */
export function MobileNavDialog({
  user,
  open,
  onOpenChange,
  trigger,
}: {
  user: User | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The menu button, where focus returns when the menu closes. */
  trigger: RefObject<HTMLButtonElement | null>;
}) {
  const { t } = useTranslation();
  const logout = useLogout();
  const close = () => onOpenChange(false);

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/40" />
        <Dialog.Content
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            trigger.current?.focus();
          }}
          className="fixed inset-y-0 right-0 z-50 flex w-80 max-w-[85vw] flex-col gap-4 overflow-y-auto bg-white p-5 shadow-xl focus:outline-none"
          aria-describedby={undefined}
        >
          <div className="flex items-center justify-between">
            <Brand onNavigate={close} />
            <Dialog.Close className={buttonClasses('ghost', 'icon')} aria-label={t('nav.closeMenu')}>
              <X className="h-5 w-5" aria-hidden="true" />
            </Dialog.Close>
          </div>
          <Dialog.Title className="sr-only">
            {t('nav.menu')} — {BRAND_NAME}
          </Dialog.Title>
          <SiteSearchBox id="menu-search" onSearch={close} />
          <nav aria-label={t('nav.main')}>
            <ul className="space-y-1">
              {navItems.map((item) => (
                <li key={item.to}>
                  <NavLink
                    to={item.to}
                    end={item.end}
                    onClick={close}
                    className={({ isActive }) =>
                      cn(linkClasses, isActive ? 'bg-brand-50 text-brand-800' : 'text-ink-800 hover:bg-ink-100')
                    }
                  >
                    {t(item.key)}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <a href={contactMailto('general')} className={cn(linkClasses, 'text-ink-800 hover:bg-ink-100')}>
            <Mail className="h-5 w-5" aria-hidden="true" />
            {t('nav.contact')}
          </a>
          <LanguageSwitch className="w-full justify-center" />
          <div className="mt-auto border-t border-ink-200 pt-4">
            {user ? (
              <div className="space-y-1">
                <div className="flex items-center gap-3 px-3 py-2 font-medium text-ink-900">
                  <Avatar user={user} />
                  <span>{displayName(user)}</span>
                </div>
                {can(user, 'dashboard.read') ? (
                  <Link to={paths.admin} onClick={close} className={cn(linkClasses, 'text-ink-800 hover:bg-ink-100')}>
                    <LayoutDashboard className="h-5 w-5" aria-hidden="true" />
                    {t('nav.adminDashboard')}
                  </Link>
                ) : null}
                <Link to={paths.profile} onClick={close} className={cn(linkClasses, 'text-ink-800 hover:bg-ink-100')}>
                  <UserIcon className="h-5 w-5" aria-hidden="true" />
                  {t('nav.profile')}
                </Link>
                <button
                  type="button"
                  onClick={() => {
                    close();
                    logout.mutate();
                  }}
                  className={cn(linkClasses, 'w-full text-ink-800 hover:bg-ink-100')}
                >
                  <LogOut className="h-5 w-5" aria-hidden="true" />
                  {t('nav.logout')}
                </button>
              </div>
            ) : (
              <Link to={paths.login} onClick={close} className={buttonClasses('primary', 'lg', 'w-full')}>
                {t('nav.signIn')}
              </Link>
            )}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
