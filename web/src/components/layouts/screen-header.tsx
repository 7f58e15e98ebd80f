import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

/**
 * The title block of an admin screen: an optional way back (a link above the title), the h1, a
 * short introduction, and optional actions beside them.
 */
export function ScreenHeader({
  title,
  intro,
  back,
  actions,
}: {
  title: string;
  intro: string;
  back?: { to: string; label: string };
  actions?: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <div>
        {back ? (
          <Link
            to={back.to}
            className="mb-2 inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline"
          >
            <ArrowLeft className="h-4 w-4" aria-hidden="true" />
            {back.label}
          </Link>
        ) : null}
        <h1 className="text-3xl font-bold tracking-tight text-ink-900">{title}</h1>
        <p className="mt-2 text-ink-600">{intro}</p>
      </div>
      {actions}
    </div>
  );
}
