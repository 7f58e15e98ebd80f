import { CATEGORY_SLUGS, type CategorySlug } from '@/config/app';
import { paths } from '@/config/paths';

/** The header navigation (desktop bar and slide-out menu share it); category links prefetch on hover. */
export const navItems: readonly {
  to: string;
  key: 'nav.home' | 'nav.latest' | 'nav.breakingNews' | 'nav.about';
  end: boolean;
  prefetch?: CategorySlug;
}[] = [
  { to: paths.home, key: 'nav.home', end: true },
  { to: paths.latest, key: 'nav.latest', end: false, prefetch: CATEGORY_SLUGS.latest },
  { to: paths.breakingNews, key: 'nav.breakingNews', end: false, prefetch: CATEGORY_SLUGS.breaking },
  { to: paths.about, key: 'nav.about', end: false },
];
