import { Languages } from 'lucide-react';
import { useTranslation } from '@/lib/i18n';

/** "Preeti text converted to Unicode", with Undo (puts back what was pasted). */
export function PreetiNotice({ onUndo }: { onUndo: () => void }) {
  const { t } = useTranslation();
  return (
    <div
      role="status"
      className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-sky-300 bg-sky-50 px-3 py-2 text-sm text-sky-900"
      data-testid="preeti-notice"
    >
      <span className="flex items-center gap-2">
        <Languages className="h-4 w-4 shrink-0" aria-hidden="true" />
        {t('editor.preetiConverted')}
      </span>
      <button
        type="button"
        onClick={onUndo}
        className="rounded-md px-2 py-1 font-semibold text-sky-900 underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
      >
        {t('editor.preetiUndo')}
      </button>
    </div>
  );
}
