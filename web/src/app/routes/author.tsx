import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { authorListQueryOptions } from '@/api/get-articles';
import { StoryListPage } from '@/components/articles/story-list-page';
import { FallbackImage } from '@/components/ui/fallback-image';
import { useTranslation } from '@/lib/i18n';
import { authorName } from '@/utils/article';

/** /author/:id: an author's published articles, with their name, photo and bio (from the articles' byline). */
export default function AuthorRoute() {
  const { t } = useTranslation();
  const id = useParams().id ?? '';
  const { data } = useQuery(authorListQueryOptions(id));
  const articles = data?.articles ?? [];
  const author = articles[0]?.author;
  const name = author ? authorName(author) : '';
  return (
    <StoryListPage
      title={t('article.authorArticles', { name })}
      articles={articles}
      testId="author-page"
      intro={
        author ? (
          <div className="mb-6 flex items-center gap-4" data-testid="author-profile">
            {author.profileImageUrl ? (
              <FallbackImage
                src={author.profileImageUrl}
                alt=""
                sizes="80px"
                className="h-20 w-20 rounded-full object-cover"
              />
            ) : null}
            <div>
              <p className="text-xl font-semibold text-ink-900">{name}</p>
              {author.bio ? (
                <p className="mt-1 max-w-2xl text-ink-600" lang="ne" data-testid="author-bio">
                  {author.bio}
                </p>
              ) : null}
            </div>
          </div>
        ) : null
      }
    />
  );
}
