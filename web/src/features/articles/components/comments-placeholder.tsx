import { MessageSquare } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { buttonClasses } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useUser } from '@/lib/auth';

/**
 * The comment section's place on the article page. Visitors are asked to sign in (spec §6);
 * the comments themselves come with the comments work.
 */
export function CommentsPlaceholder() {
  const { t } = useTranslation();
  const { user, isLoading } = useUser();
  return (
    <section aria-labelledby="comments-heading" className="mt-14 border-t border-ink-200 pt-10" data-testid="comments">
      <h2 id="comments-heading" className="flex items-center gap-2 text-2xl font-bold tracking-tight text-ink-900">
        <MessageSquare className="h-6 w-6 text-ink-500" aria-hidden="true" />
        {t('article.comments')}
      </h2>
      {isLoading ? null : user ? (
        <p className="mt-4 text-ink-600">{t('article.commentsSoon')}</p>
      ) : (
        <div className="mt-4 flex flex-col items-start gap-4 rounded-xl border border-ink-200 bg-white p-6 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-ink-700">{t('article.signInToComment')}</p>
          <Link to={paths.login} className={buttonClasses('primary', 'md')}>
            {t('article.signIn')}
          </Link>
        </div>
      )}
    </section>
  );
}
