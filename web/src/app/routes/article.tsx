import { useParams } from 'react-router-dom';
import { ArticleDetails } from '@/features/articles/components/article-details';
import { CommentSection } from '@/features/comments/components/comment-section';

/** /article/:id: the article, with the comment section under it. */
export default function ArticleRoute() {
  const { id = '' } = useParams();
  return <ArticleDetails key={id} id={id} comments={(article) => <CommentSection articleId={article.id} />} />;
}
