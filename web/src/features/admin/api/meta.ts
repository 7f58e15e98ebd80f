import { paths } from '@/config/paths';
import type { AppMeta } from '@/lib/react-query';

/** The admin article screens send a reader whose session ended to /api/login (spec §8). */
export const adminArticleMeta: AppMeta = { unauthorizedRedirect: paths.apiLogin };
