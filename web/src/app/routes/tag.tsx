import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { taggedListQueryOptions } from '@/api/get-articles';
import { StoryListPage } from '@/components/articles/story-list-page';
import { useTranslation } from '@/lib/i18n';
import { tagName } from '@/utils/article';

/** /tag/:slug: the published articles with that tag (server-rendered; its feed is /tag/{slug}/rss.xml). */
export default function TagRoute() {
  const { t } = useTranslation();
  const slug = useParams().slug ?? '';
  const { data } = useQuery(taggedListQueryOptions(slug));
  const articles = data?.articles ?? [];
  return (
    <StoryListPage
      title={t('article.tagArticles', { name: tagName(articles, slug) })}
      articles={articles}
      testId="tag-page"
    />
  );
}
