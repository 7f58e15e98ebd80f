import { useTranslation } from '@/lib/i18n';
import type { AuthFormResult } from '../form-result';

/**
 * The API's refusal of a form posted without scripts, on the page the server rendered: the same
 * title and text as the toast the form shows with scripts.
 */
export function FormFailure({ failure }: { failure?: AuthFormResult['failure'] }) {
  const { t } = useTranslation();
  if (!failure) return null;
  return (
    <div role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
      <p className="font-semibold">{t(failure.title)}</p>
      <p>{failure.message ?? t(failure.fallback)}</p>
    </div>
  );
}
