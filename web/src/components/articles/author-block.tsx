import { useTranslation } from '@/lib/i18n';
import { FallbackImage } from '@/components/ui/fallback-image';
import type { ArticleAuthor } from '@/types/contract';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { authorName, authorRoleKey } from '@/utils/article';

/** The byline: photo (or initials), name (a link to the author's page), and Senior Editor (admin) or Staff Writer. */
export function AuthorBlock({ author }: { author: ArticleAuthor }) {
  const { t } = useTranslation();
  const name = authorName(author);
  const initials = Array.from(name)
    .filter((_, i, all) => i === 0 || all[i - 1] === ' ')
    .slice(0, 2)
    .join('');
  return (
    <div className="flex items-center gap-3" data-testid="author-block">
      {author.profileImageUrl ? (
        <FallbackImage
          src={author.profileImageUrl}
          alt=""
          sizes="44px"
          className="h-11 w-11 rounded-full object-cover"
        />
      ) : (
        <span
          aria-hidden="true"
          className="flex h-11 w-11 items-center justify-center rounded-full bg-brand-100 text-sm font-bold text-brand-800"
        >
          {initials}
        </span>
      )}
      <div className="leading-tight">
        <p className="font-semibold text-ink-900">
          {author.id ? (
            <Link to={paths.author(author.id)} className="hover:underline" data-testid="author-link">
              {name}
            </Link>
          ) : (
            name
          )}
        </p>
        <p className="text-sm text-ink-500">{t(authorRoleKey(author))}</p>
      </div>
    </div>
  );
}
