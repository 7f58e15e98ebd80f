import { useLoaderData, useParams } from 'react-router-dom';
import { ArticleDetails } from '@/features/articles/components/article-details';
import { CommentSection } from '@/features/comments/components/comment-section';
import type { RouteData } from '../state';

/** /article/:id: the article, with the comment section under it. */
export default function ArticleRoute() {
  const { id = '' } = useParams();
  // The server already knows a missing article (it answered 404): no fetch, no skeleton first.
  const data = useLoaderData() as RouteData | null | undefined;
  return (
    <ArticleDetails
      key={id}
      id={id}
      notFound={data?.notFound}
      comments={(article) => <CommentSection articleId={article.id} />}
    />
  );
}
