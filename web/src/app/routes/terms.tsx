import { useTranslation } from '@/lib/i18n';
import { Page } from '@/components/layouts/page';

export default function TermsRoute() {
  const { t } = useTranslation();
  return <Page title={t('pages.terms')} intro={t('common.comingSoon')} />;
}
