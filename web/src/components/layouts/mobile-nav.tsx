import { Menu } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { buttonClasses } from '@/components/ui/button';
import type { User } from '@/types/contract';

// The menu itself (a Radix dialog) loads when a reader first opens it: most never do.
const MobileNavDialog = lazy(() =>
  import('./mobile-nav-dialog').then((module) => ({ default: module.MobileNavDialog })),
);

/** The menu button of small screens and, once opened, the slide-out menu. */
export function MobileNav({ user }: { user: User | null }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);

  return (
    <>
      <button
        ref={trigger}
        type="button"
        className={buttonClasses('ghost', 'icon', 'md:hidden')}
        aria-label={t('nav.openMenu')}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        <Menu className="h-6 w-6" aria-hidden="true" />
      </button>
      {wanted ? (
        <Suspense fallback={null}>
          <MobileNavDialog user={user} open={open} onOpenChange={setOpen} trigger={trigger} />
        </Suspense>
      ) : null}
    </>
  );
}
