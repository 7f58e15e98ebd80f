import { paths } from '@/config/paths';

/** The header navigation (desktop bar and slide-out menu share it). */
export const navItems = [
  { to: paths.home, key: 'nav.home', end: true },
  { to: paths.latest, key: 'nav.latest', end: false },
  { to: paths.breakingNews, key: 'nav.breakingNews', end: false },
  { to: paths.about, key: 'nav.about', end: false },
] as const;
