import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { Page } from '@/components/layouts/page';
import { cn } from '@/utils/cn';

/** /category/:category; an unknown slug (and the header's /category/latest) uses latest-news. */
export default function CategoryRoute() {
  const { t } = useTranslation();
  const { category } = useParams();
  const breaking = category === 'breaking-news';
  return (
    <div className={cn('border-b', breaking ? 'border-red-200 bg-red-50' : 'border-ink-200 bg-white')}>
      <Page
        title={t(breaking ? 'category.breaking-news' : 'category.latest-news')}
        intro={t(breaking ? 'category.breakingBlurb' : 'category.latestBlurb')}
        className={breaking ? '[&_h1]:text-red-700' : undefined}
      />
    </div>
  );
}
