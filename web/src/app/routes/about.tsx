import { useTranslation } from 'react-i18next';
import { Page } from '@/components/layouts/page';
import { buttonClasses } from '@/components/ui/button';
import { BRAND_NAME, CONTACT_EMAIL } from '@/config/app';
import { contactMailto } from '@/utils/mailto';

/** /about: the full page (mission, values, team) comes with a later issue. */
export default function AboutRoute() {
  const { t } = useTranslation();
  return (
    <Page title={t('about.title')} intro={t('about.intro', { brand: BRAND_NAME })}>
      <a href={contactMailto('general')} className={buttonClasses('primary', 'lg')}>
        {CONTACT_EMAIL}
      </a>
    </Page>
  );
}
