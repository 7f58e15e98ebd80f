import { useTranslation } from '@/lib/i18n';
import type { DiffPart } from '../lib/word-diff';

/**
 * A word diff as text: removed words struck through in red, added words underlined in green
 * (colour is not the only sign: <del>/<ins> and their labels for screen readers).
 */
export function DiffView({ parts, testId }: { parts: DiffPart[]; testId?: string }) {
  const { t } = useTranslation();
  return (
    <p
      className="whitespace-pre-wrap break-words rounded-md bg-ink-50 p-3 text-sm leading-7 text-ink-800"
      lang="ne"
      data-testid={testId}
    >
      {parts.map((part, index) =>
        part.kind === 'same' ? (
          <span key={index}>{part.text}</span>
        ) : part.kind === 'removed' ? (
          <del key={index} className="bg-red-100 text-red-800" title={t('newsroom.diffRemoved')}>
            {part.text}
          </del>
        ) : (
          <ins
            key={index}
            className="bg-emerald-100 text-emerald-900 no-underline decoration-emerald-700 underline"
            title={t('newsroom.diffAdded')}
          >
            {part.text}
          </ins>
        ),
      )}
    </p>
  );
}
