import { Spinner } from '@/components/ui/spinner';
import { i18n } from '@/lib/i18n';

/** Shown while the first route module loads (before the layout can render). */
export function PageSpinner() {
  return <Spinner label={i18n.t('common.loading')} className="min-h-screen" />;
}
