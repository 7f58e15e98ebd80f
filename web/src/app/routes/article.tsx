import { useParams } from 'react-router-dom';
import { ArticleDetails } from '@/features/articles/components/article-details';

/** /article/:id */
export default function ArticleRoute() {
  const { id = '' } = useParams();
  return <ArticleDetails key={id} id={id} />;
}
