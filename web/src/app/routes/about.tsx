import { Eye, Handshake, Mail, MapPin, Newspaper, Scale, Search, Target, Users, Zap } from 'lucide-react';
import type { ComponentType, ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Link } from 'react-router-dom';
import { Card } from '@/components/ui/card';
import { BRAND_NAME, CONTACT_EMAIL } from '@/config/app';
import { paths } from '@/config/paths';
import { ContactMailButton } from '@/features/contact/components/contact-mail-button';
import { useDocumentTitle } from '@/hooks/use-document-title';

type Icon = ComponentType<{ className?: string; 'aria-hidden'?: boolean | 'true' }>;

function Block({ icon: IconComponent, title, children }: { icon: Icon; title: string; children: ReactNode }) {
  return (
    <Card className="p-6">
      <span className="flex h-10 w-10 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
        <IconComponent className="h-5 w-5" aria-hidden="true" />
      </span>
      <h3 className="mt-4 text-lg font-semibold text-ink-900">{title}</h3>
      <p className="mt-2 text-ink-600">{children}</p>
    </Card>
  );
}

/** A row of blocks, each an icon, a title and its text. */
function Blocks({ blocks }: { blocks: { icon: Icon; title: string; text: string }[] }) {
  return (
    <div className="mt-6 grid gap-6 md:grid-cols-3">
      {blocks.map(({ icon, title, text }) => (
        <Block key={title} icon={icon} title={title}>
          {text}
        </Block>
      ))}
    </div>
  );
}

/** One term of the contact list with its icon, and what it says. */
function ContactDetail({
  icon: IconComponent,
  term,
  className,
  children,
}: {
  icon: Icon;
  term: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className="relative pl-8">
      <dt className="text-sm font-medium text-ink-600">
        <IconComponent className="absolute left-0 top-0.5 h-5 w-5 text-brand-700" aria-hidden="true" />
        {term}
      </dt>
      <dd className={className}>{children}</dd>
    </div>
  );
}

/** /about: mission, vision, values, team, contact (with the mail flow) and the two categories. */
export default function AboutRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('about.title'));

  return (
    <>
      <section className="border-b border-ink-200 bg-white">
        <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
          <h1 className="text-3xl font-bold tracking-tight text-ink-900 sm:text-4xl">{t('about.title')}</h1>
          <p className="mt-4 max-w-3xl text-lg text-ink-600">{t('about.intro', { brand: BRAND_NAME })}</p>
        </div>
      </section>

      <div className="mx-auto max-w-7xl space-y-16 px-4 py-12 sm:px-6 lg:px-8">
        <section
          className="grid gap-6 md:grid-cols-2"
          aria-label={`${t('about.missionTitle')}, ${t('about.visionTitle')}`}
        >
          <Card className="p-8">
            <Target className="h-8 w-8 text-brand-700" aria-hidden="true" />
            <h2 className="mt-4 text-2xl font-bold text-ink-900">{t('about.missionTitle')}</h2>
            <p className="mt-3 text-lg text-ink-700">{t('about.mission')}</p>
          </Card>
          <Card className="p-8">
            <Eye className="h-8 w-8 text-nepal-blue" aria-hidden="true" />
            <h2 className="mt-4 text-2xl font-bold text-ink-900">{t('about.visionTitle')}</h2>
            <p className="mt-3 text-lg text-ink-700">{t('about.vision')}</p>
          </Card>
        </section>

        <section aria-labelledby="about-values">
          <h2 id="about-values" className="text-2xl font-bold text-ink-900">
            {t('about.valuesTitle')}
          </h2>
          <Blocks
            blocks={[
              { icon: Scale, title: t('about.integrity'), text: t('about.integrityText') },
              { icon: Search, title: t('about.transparency'), text: t('about.transparencyText') },
              { icon: Handshake, title: t('about.community'), text: t('about.communityText') },
            ]}
          />
        </section>

        <section aria-labelledby="about-team">
          <h2 id="about-team" className="text-2xl font-bold text-ink-900">
            {t('about.teamTitle')}
          </h2>
          <p className="mt-2 max-w-3xl text-ink-600">{t('about.teamIntro')}</p>
          <Blocks
            blocks={[
              { icon: Newspaper, title: t('about.editors'), text: t('about.editorsText') },
              { icon: Users, title: t('about.reporters'), text: t('about.reportersText') },
              { icon: Zap, title: t('about.digital'), text: t('about.digitalText') },
            ]}
          />
        </section>

        <div className="grid gap-6 lg:grid-cols-2">
          <section aria-labelledby="about-contact">
            <Card className="h-full p-8">
              <h2 id="about-contact" className="text-2xl font-bold text-ink-900">
                {t('about.contactTitle')}
              </h2>
              <p className="mt-2 text-ink-600">{t('about.contactIntro')}</p>
              {/* A dl may hold only dt/dd or div groups of them: the icon sits inside the dt. */}
              <dl className="mt-6 space-y-4">
                <ContactDetail icon={Mail} term={t('about.email')}>
                  <a href={`mailto:${CONTACT_EMAIL}`} className="font-medium text-brand-700 hover:underline">
                    {CONTACT_EMAIL}
                  </a>
                </ContactDetail>
                <ContactDetail icon={MapPin} term={t('about.address')} className="font-medium text-ink-900">
                  {t('about.addressText')}
                </ContactDetail>
              </dl>
              <div className="mt-8 flex flex-wrap gap-3">
                <ContactMailButton kind="general">{t('about.getInTouch')}</ContactMailButton>
                <ContactMailButton kind="feedback" variant="outline" size="md">
                  {t('about.sendFeedback')}
                </ContactMailButton>
                <ContactMailButton kind="support" variant="outline" size="md">
                  {t('about.getSupport')}
                </ContactMailButton>
              </div>
            </Card>
          </section>

          <section aria-labelledby="about-coverage">
            <Card className="h-full p-8">
              <h2 id="about-coverage" className="text-2xl font-bold text-ink-900">
                {t('about.coverageTitle')}
              </h2>
              <ul className="mt-6 space-y-4">
                <li>
                  <Link
                    to={paths.latestNews}
                    className="block rounded-lg border border-ink-200 p-4 hover:border-brand-300 hover:bg-brand-50"
                  >
                    <span className="font-semibold text-ink-900">{t('category.latest-news')}</span>
                    <span className="mt-1 block text-ink-600">{t('about.latestText')}</span>
                  </Link>
                </li>
                <li>
                  <Link
                    to={paths.breakingNews}
                    className="block rounded-lg border border-red-200 p-4 hover:border-red-300 hover:bg-red-50"
                  >
                    <span className="font-semibold text-red-700">{t('category.breaking-news')}</span>
                    <span className="mt-1 block text-ink-600">{t('about.breakingText')}</span>
                  </Link>
                </li>
              </ul>
            </Card>
          </section>
        </div>
      </div>
    </>
  );
}
