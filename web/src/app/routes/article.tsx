import { useTranslation } from 'react-i18next';
import { Page } from '@/components/layouts/page';

/** /article/:id: the article page comes with the articles issue. */
export default function ArticleRoute() {
  const { t } = useTranslation();
  return <Page title={t('article.title')} intro={t('common.comingSoon')} />;
}
