import { useTranslation } from '@/lib/i18n';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import type { Category } from '@/types/contract';
import { sectionLabel } from '@/utils/article';
import { cn } from '@/utils/cn';

export const badgeClasses = 'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold';

/**
 * The section of an article: red for breaking news; a link to the section's page when `asLink`.
 * spec.md's two are named by the interface's strings, a section editors added by its own name.
 */
export function CategoryBadge({
  category,
  asLink = false,
  className,
}: {
  category: Pick<Category, 'slug' | 'name' | 'nameNe'>;
  asLink?: boolean;
  className?: string;
}) {
  const { t, i18n } = useTranslation();
  const section = category.slug ? category : { ...category, slug: 'latest-news' };
  const slug = section.slug;
  const breaking = slug === 'breaking-news';
  const classes = cn(
    badgeClasses,
    breaking ? 'bg-red-600 text-white' : 'bg-nepal-blue/10 text-nepal-blue',
    asLink && (breaking ? 'hover:bg-red-700' : 'hover:bg-nepal-blue/20'),
    className,
  );
  const label = sectionLabel(section, t, i18n.language);
  if (!asLink) return <span className={classes}>{label}</span>;
  return (
    <Link
      to={paths.category(slug)}
      className={cn(
        classes,
        'relative z-10 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600',
      )}
    >
      {label}
    </Link>
  );
}
