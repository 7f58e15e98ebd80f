import * as Dialog from '@radix-ui/react-dialog';
import { Copy, ExternalLink, Mail, X } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Button, buttonClasses, type ButtonProps } from '@/components/ui/button';
import { BRAND_NAME, CONTACT_EMAIL, CONTACT_PROMPT_DELAY_MS } from '@/config/app';
import { toast } from '@/hooks/use-toast';
import { browser } from '@/lib/navigation';
import { copyText } from '@/utils/clipboard';
import { contactMailto, webMailLinks, type ContactKind } from '@/utils/mailto';

/**
 * The contact mail flow (spec §4): opens the mail program with a prefilled subject (feedback,
 * support or general) and body; 1 second later asks whether it opened and offers web mail
 * instead; when opening fails, copies the address, or shows it in an alert.
 */
export function ContactMailButton({
  kind = 'general',
  children,
  variant = 'primary',
  size = 'lg',
  className,
}: {
  kind?: ContactKind;
  children: ReactNode;
  variant?: ButtonProps['variant'];
  size?: ButtonProps['size'];
  className?: string;
}) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // The page's address is read when the reader acts (never while rendering on the server).
  const mailBody = () => t('contactMail.body', { brand: BRAND_NAME, url: window.location.href });
  const webMail = asking ? webMailLinks(kind, mailBody()) : { gmail: '', outlook: '' };

  useEffect(() => () => clearTimeout(timer.current), []);

  const copyAddress = async () => {
    if (await copyText(CONTACT_EMAIL)) {
      toast({ title: t('contactMail.copied'), description: CONTACT_EMAIL, variant: 'success' });
    } else {
      window.alert(t('contactMail.writeTo', { email: CONTACT_EMAIL }));
    }
  };

  const open = () => {
    try {
      browser.assign(contactMailto(kind, CONTACT_EMAIL, mailBody()));
    } catch {
      void copyAddress();
      return;
    }
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setAsking(true), CONTACT_PROMPT_DELAY_MS);
  };

  return (
    <>
      <Button variant={variant} size={size} className={className} onClick={open}>
        <Mail className="h-4 w-4" aria-hidden="true" />
        {children}
      </Button>
      <Dialog.Root open={asking} onOpenChange={setAsking}>
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-50 bg-black/40" />
          <Dialog.Content className="fixed left-1/2 top-1/2 z-50 w-[min(28rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-6 shadow-xl focus:outline-none">
            <div className="flex items-start justify-between gap-4">
              <Dialog.Title className="text-lg font-semibold text-ink-900">{t('contactMail.promptTitle')}</Dialog.Title>
              <Dialog.Close className={buttonClasses('ghost', 'icon', '-mr-2 -mt-2')} aria-label={t('toast.close')}>
                <X className="h-5 w-5" aria-hidden="true" />
              </Dialog.Close>
            </div>
            <Dialog.Description className="mt-2 text-sm text-ink-600">
              {t('contactMail.promptText', { email: CONTACT_EMAIL })}
            </Dialog.Description>
            <div className="mt-6 grid gap-2">
              <Button variant="primary" onClick={() => setAsking(false)}>
                {t('contactMail.opened')}
              </Button>
              <a
                href={webMail.gmail}
                target="_blank"
                rel="noreferrer"
                onClick={() => setAsking(false)}
                className={buttonClasses('outline')}
              >
                <ExternalLink className="h-4 w-4" aria-hidden="true" />
                {t('contactMail.gmail')}
              </a>
              <a
                href={webMail.outlook}
                target="_blank"
                rel="noreferrer"
                onClick={() => setAsking(false)}
                className={buttonClasses('outline')}
              >
                <ExternalLink className="h-4 w-4" aria-hidden="true" />
                {t('contactMail.outlook')}
              </a>
              <Button
                variant="ghost"
                onClick={() => {
                  setAsking(false);
                  void copyAddress();
                }}
              >
                <Copy className="h-4 w-4" aria-hidden="true" />
                {t('contactMail.copy')}
              </Button>
            </div>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </>
  );
}
