import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { useTranslation } from '@/lib/i18n';

/** The frame of the auth screens: one centered card with a heading. */
export function AuthCard({
  title,
  subtitle,
  children,
  footer,
  icon,
}: {
  title: string;
  subtitle?: string;
  children: ReactNode;
  footer?: ReactNode;
  icon?: ReactNode;
}) {
  return (
    <div className="mx-auto flex w-full max-w-md flex-col px-4 py-12 sm:py-16">
      <Card className="p-6 sm:p-8">
        <div className="mb-6 text-center">
          {icon ? <div className="mb-4 flex justify-center">{icon}</div> : null}
          <h1 className="text-2xl font-bold text-ink-900">{title}</h1>
          {subtitle ? <p className="mt-2 text-sm text-ink-600">{subtitle}</p> : null}
        </div>
        {children}
      </Card>
      {footer ? <div className="mt-6 space-y-2 text-center text-sm text-ink-600">{footer}</div> : null}
    </div>
  );
}

/** The footer of the sign-in and sign-up cards: the way to the other one, and the way home. */
export function AuthSwitchFooter({ question, linkLabel, to }: { question: string; linkLabel: string; to: string }) {
  const { t } = useTranslation();
  return (
    <>
      <p>
        {question}{' '}
        <Link to={to} className="font-medium text-brand-700 hover:underline">
          {linkLabel}
        </Link>
      </p>
      <p>
        <Link to={paths.home} className="text-ink-600 hover:underline">
          {t('common.backToHome')}
        </Link>
      </p>
    </>
  );
}
