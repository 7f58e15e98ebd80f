import { useEffect } from 'react';
import { useTranslation } from '@/lib/i18n';
import { toast } from '@/hooks/use-toast';

/** "Error loading articles" / "Failed to load articles. Please try refreshing the page." once per failure. */
export function useLoadErrorToast(failed: boolean) {
  const { t } = useTranslation();
  useEffect(() => {
    if (!failed) return;
    toast({ title: t('home.loadErrorTitle'), description: t('home.loadErrorText'), variant: 'destructive' });
  }, [failed, t]);
}
