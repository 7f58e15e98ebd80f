import { useTranslation } from 'react-i18next';
import { Page } from '@/components/layouts/page';
import { ArticleEditorGuard } from '@/features/admin/components/admin-guard';

/** /admin/articles (?edit={id}): the editor comes with the articles issue. */
export default function AdminArticlesRoute() {
  const { t } = useTranslation();
  return (
    <ArticleEditorGuard>
      <Page title={t('admin.articles')} intro={t('common.comingSoon')} />
    </ArticleEditorGuard>
  );
}
