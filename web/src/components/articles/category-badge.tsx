import { useTranslation } from '@/lib/i18n';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import type { Category } from '@/types/contract';
import { categorySlug } from '@/utils/article';
import { cn } from '@/utils/cn';

export const badgeClasses = 'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold';

/** The category of an article: red for breaking news; a link to the category page unless `static`. */
export function CategoryBadge({
  category,
  asLink = false,
  className,
}: {
  category: Pick<Category, 'slug' | 'name'>;
  asLink?: boolean;
  className?: string;
}) {
  const { t } = useTranslation();
  const slug = categorySlug(category.slug);
  const breaking = slug === 'breaking-news';
  const classes = cn(
    badgeClasses,
    breaking ? 'bg-red-600 text-white' : 'bg-nepal-blue/10 text-nepal-blue',
    asLink && (breaking ? 'hover:bg-red-700' : 'hover:bg-nepal-blue/20'),
    className,
  );
  const label = t(`category.${slug}`);
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
