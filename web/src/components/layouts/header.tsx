import { Mail } from 'lucide-react';
import { lazy, Suspense, useState, type ComponentType } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Link, NavLink } from 'react-router-dom';
import { usePrefetchCategory } from '@/api/get-articles';
import { useOtherSections } from '@/api/get-categories';
import { sectionName } from '@/utils/article';
import { buttonClasses } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useUser } from '@/lib/auth';
import { SiteSearchBox } from '@/components/layouts/site-search-box';
import { contactMailto } from '@/utils/mailto';
import { cn } from '@/utils/cn';
import { Brand } from './brand';
import { HeaderSearchToggle } from './header-search-toggle';
import { LanguageSwitch } from './language-switch';
import { MobileNav } from './mobile-nav';
import { navItems } from './nav-items';
import type { User } from '@/types/contract';

// The account menu (a Radix dropdown) is only for signed-in readers: its code loads with them.
// A page the server rendered for a signed-in reader loads it before hydrating (src/main.tsx):
// a menu still waiting for its code would stay the server's inert HTML, and a tap on it would be
// lost.
let loadedUserMenu: ComponentType<{ user: User }> | undefined;
export function loadUserMenu() {
  return import('./user-menu').then((module) => {
    loadedUserMenu = module.UserMenu;
    return { default: module.UserMenu };
  });
}
const LazyUserMenu = lazy(loadUserMenu);

/** The menu itself once its code is here (no suspense while hydrating), else on demand. */
function AccountMenu({ user }: { user: User }) {
  const [Menu] = useState(() => loadedUserMenu ?? LazyUserMenu);
  return <Menu user={user} />;
}

export function Header() {
  const { t, i18n } = useTranslation();
  const { user, isLoading } = useUser();
  const prefetch = usePrefetchCategory();
  const sections = useOtherSections();

  return (
    <header className="sticky top-0 z-40 border-b border-ink-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-2 px-4 sm:px-6 lg:gap-4 lg:px-8">
        <Brand compactInHeader />

        <nav aria-label={t('nav.main')} className="hidden md:block">
          <ul className="flex items-center gap-1">
            {navItems.map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  end={item.end}
                  onMouseEnter={() => item.prefetch && prefetch(item.prefetch)}
                  onFocus={() => item.prefetch && prefetch(item.prefetch)}
                  className={({ isActive }) =>
                    cn(
                      'rounded-md px-2 py-2 lg:px-3 text-sm font-medium transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600',
                      isActive ? 'bg-brand-50 text-brand-800' : 'text-ink-700 hover:bg-ink-100 hover:text-ink-900',
                    )
                  }
                >
                  {t(item.key)}
                </NavLink>
              </li>
            ))}
            {sections.length ? (
              // spec.md's items stay; the sections editors added are one menu beside them (works without scripts).
              <li>
                <details className="relative" data-testid="sections-menu">
                  <summary className="cursor-pointer list-none rounded-md px-2 py-2 text-sm font-medium text-ink-700 hover:bg-ink-100 lg:px-3">
                    {t('nav.sections')}
                  </summary>
                  <ul className="absolute left-0 z-50 mt-1 min-w-48 rounded-lg border border-ink-200 bg-white p-1 shadow-lg">
                    {sections.map((section) => (
                      <li key={section.id}>
                        <Link
                          to={paths.category(section.slug)}
                          className="block rounded-md px-3 py-2 text-sm text-ink-700 hover:bg-ink-100"
                        >
                          {sectionName(section, i18n.language)}
                        </Link>
                      </li>
                    ))}
                  </ul>
                </details>
              </li>
            ) : null}
          </ul>
        </nav>

        <div className="flex items-center gap-2">
          {/* The search box from 1280 px; from 768 px a magnifier that opens it over the navigation
              (no room for a box beside it); below 768 px the slide-out menu has the box. */}
          <SiteSearchBox id="header-search" className="hidden w-52 xl:block" />
          <HeaderSearchToggle className="hidden md:block xl:hidden" />
          {/* From 768 px on (where the slide-out menu with its own Contact is gone); below 1024 px
              only the icon shows, the name stays "Contact" (the visible word on wider screens). */}
          <div className="hidden md:block">
            <a href={contactMailto('general')} className={buttonClasses('ghost')} title={t('nav.contactLabel')}>
              <Mail className="h-4 w-4" aria-hidden="true" />
              <span className="sr-only lg:not-sr-only">{t('nav.contact')}</span>
            </a>
          </div>
          <div className="hidden sm:block">
            <LanguageSwitch />
          </div>
          <div className="hidden md:block">
            {isLoading ? (
              <span className="block h-10 w-24 animate-pulse rounded-full bg-ink-100" aria-hidden="true" />
            ) : user ? (
              <Suspense fallback={<span className="block h-10 w-24 rounded-full bg-ink-100" aria-hidden="true" />}>
                <AccountMenu user={user} />
              </Suspense>
            ) : (
              <Link to={paths.login} className={buttonClasses('primary', 'md')}>
                {t('nav.signIn')}
              </Link>
            )}
          </div>
          <MobileNav user={user} />
        </div>
      </div>
    </header>
  );
}
