import { useTranslation } from '@/lib/i18n';
import { Button } from '@/components/ui/button';

/** Shown when a screen throws while rendering or its module fails to load. */
export function RouteError() {
  const { t } = useTranslation();
  return (
    <div
      role="alert"
      className="mx-auto flex min-h-[50vh] max-w-lg flex-col items-center justify-center gap-4 px-4 text-center"
    >
      <h1 className="text-2xl font-bold text-ink-900">{t('errorBoundary.title')}</h1>
      <p className="text-ink-600">{t('errorBoundary.text')}</p>
      <Button onClick={() => window.location.reload()}>{t('errorBoundary.reload')}</Button>
    </div>
  );
}
