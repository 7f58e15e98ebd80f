import { AtSign, Mail, Radio, Rss, Share2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Link } from 'react-router-dom';
import { BRAND_NAME, BRAND_TAGLINE, CONTACT_EMAIL } from '@/config/app';
import { paths } from '@/config/paths';
import { contactMailto } from '@/utils/mailto';
import { useOtherSections } from '@/api/get-categories';
import { sectionName } from '@/utils/article';

/** Placeholder social links: the accounts do not exist yet, so they lead nowhere. */
const socialNetworks = [
  { name: 'Facebook', Icon: Share2 },
  { name: 'X', Icon: AtSign },
  { name: 'YouTube', Icon: Radio },
  { name: 'RSS', Icon: Rss },
] as const;

const linkClasses =
  'rounded-sm text-ink-300 hover:text-white focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-white';

/** A column of the footer: a small heading and what it labels. */
function FooterSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="text-sm font-semibold uppercase tracking-wide text-white">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The items of a list of the site's own pages. */
function LinkItems({ links }: { links: { to: string; label: string }[] }) {
  return links.map(({ to, label }) => (
    <li key={to}>
      <Link to={to} className={linkClasses}>
        {label}
      </Link>
    </li>
  ));
}

export function Footer() {
  const { t, i18n } = useTranslation();
  const sections = useOtherSections();
  const year = new Date().getFullYear();

  return (
    <footer className="mt-16 bg-ink-900 text-ink-200">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-4 lg:px-8">
        <section aria-labelledby="footer-brand">
          <h2 id="footer-brand" className="text-xl font-bold text-white" lang="ne">
            {BRAND_NAME}
          </h2>
          <p className="mt-1 text-sm text-ink-400" lang="ne">
            {BRAND_TAGLINE}
          </p>
          <p className="mt-4 text-sm">{t('footer.about')}</p>
        </section>

        <FooterSection id="footer-categories" title={t('footer.categories')}>
          <ul className="mt-4 space-y-2 text-sm">
            <LinkItems
              links={[
                { to: paths.latestNews, label: t('footer.latestNews') },
                { to: paths.breakingNews, label: t('footer.breakingNews') },
                ...sections.map((section) => ({
                  to: paths.category(section.slug),
                  label: sectionName(section, i18n.language),
                })),
              ]}
            />
          </ul>
        </FooterSection>

        <FooterSection id="footer-contact" title={t('footer.contact')}>
          <ul className="mt-4 space-y-2 text-sm">
            <li>
              <a href={contactMailto('general')} className={`${linkClasses} inline-flex items-center gap-2`}>
                <Mail className="h-4 w-4" aria-hidden="true" />
                {CONTACT_EMAIL}
              </a>
            </li>
            <li className="font-medium text-white">{t('footer.updates')}</li>
          </ul>
        </FooterSection>

        <FooterSection id="footer-follow" title={t('footer.followUs')}>
          <ul className="mt-4 flex gap-3">
            {socialNetworks.map(({ name, Icon }) => (
              <li key={name}>
                <a
                  href="#"
                  onClick={(event) => event.preventDefault()}
                  aria-label={t('footer.socialPlaceholder', { network: name })}
                  title={t('footer.socialPlaceholder', { network: name })}
                  className={`${linkClasses} flex h-9 w-9 items-center justify-center rounded-full bg-ink-800`}
                >
                  <Icon className="h-4 w-4" aria-hidden="true" />
                </a>
              </li>
            ))}
          </ul>
        </FooterSection>
      </div>

      <div className="border-t border-ink-800">
        <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-6 text-sm sm:px-6 md:flex-row md:items-center md:justify-between lg:px-8">
          <p>{t('footer.copyright', { year, brand: BRAND_NAME })}</p>
          <nav aria-label={t('footer.legal')}>
            <ul className="flex flex-wrap gap-x-6 gap-y-2">
              <LinkItems
                links={[
                  { to: paths.privacy, label: t('footer.privacy') },
                  { to: paths.terms, label: t('footer.terms') },
                  { to: paths.contact, label: t('footer.contact') },
                ]}
              />
            </ul>
          </nav>
        </div>
      </div>
    </footer>
  );
}
