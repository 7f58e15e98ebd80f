import { useTranslation } from '@/lib/i18n';
import { Page } from '@/components/layouts/page';
import { buttonClasses } from '@/components/ui/button';
import { CONTACT_EMAIL } from '@/config/app';
import { contactMailto } from '@/utils/mailto';

export default function ContactRoute() {
  const { t } = useTranslation();
  return (
    <Page title={t('pages.contact')} intro={t('pages.contactText', { email: CONTACT_EMAIL })}>
      <a href={contactMailto('general')} className={buttonClasses('primary', 'lg')}>
        {CONTACT_EMAIL}
      </a>
    </Page>
  );
}
