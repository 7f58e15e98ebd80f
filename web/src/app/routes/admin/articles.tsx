import { useSearchParams } from 'react-router-dom';
import { ArticleEditorGuard } from '@/features/admin/components/admin-guard';
import { ArticleEditor } from '@/features/admin/components/article-editor';

/** /admin/articles: create an article, or edit one with ?edit={id}. */
export default function AdminArticlesRoute() {
  const [params] = useSearchParams();
  const editId = params.get('edit');
  return (
    <ArticleEditorGuard>
      <ArticleEditor key={editId ?? 'new'} editId={editId} />
    </ArticleEditorGuard>
  );
}
