import { useTranslation } from '@/lib/i18n';
import { Page } from '@/components/layouts/page';

export default function PrivacyRoute() {
  const { t } = useTranslation();
  return <Page title={t('pages.privacy')} intro={t('common.comingSoon')} />;
}
