import { Share2 } from 'lucide-react';
import { useTranslation } from '@/lib/i18n';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { toast } from '@/hooks/use-toast';
import { copyText } from '@/utils/clipboard';

/**
 * Copies the article's link, its canonical readable address /article/{id}/{slug} (issue 22);
 * toast "Link Copied" / "Article link has been copied to clipboard".
 */
export function ShareButton({ article }: { article: { id: number; slug?: string | null } }) {
  const { t } = useTranslation();
  const share = async () => {
    const url = `${window.location.origin}${paths.story(article)}`;
    if (await copyText(url)) {
      toast({ title: t('article.linkCopied'), description: t('article.linkCopiedText'), variant: 'success' });
    } else {
      toast({ title: t('article.copyFailed'), description: url });
    }
  };
  return (
    <Button variant="outline" onClick={() => void share()} title={t('article.shareLabel')}>
      <Share2 className="h-4 w-4" aria-hidden="true" />
      {t('article.share')}
      {/* The name starts with the visible word (WCAG 2.5.3), then says what it does. */}
      <span className="sr-only">: {t('article.shareLabel')}</span>
    </Button>
  );
}
