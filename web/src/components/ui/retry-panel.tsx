import { useTranslation } from '@/lib/i18n';
import { cn } from '@/utils/cn';
import { Button } from './button';

/** What a screen shows when its data did not load: the reason and a Retry button. */
export function RetryPanel({ onRetry, className }: { onRetry: () => void; className?: string }) {
  const { t } = useTranslation();
  return (
    <div className={cn('flex flex-col items-center gap-4 py-16 text-center', className)} role="alert">
      <p className="text-ink-600">{t('home.loadErrorText')}</p>
      <Button variant="outline" onClick={onRetry}>
        {t('common.retry')}
      </Button>
    </div>
  );
}
