import { NodeViewWrapper, type NodeViewProps } from '@tiptap/react';
import { LoaderCircle, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from '@/lib/i18n';
import { EMBED_NAMES, type EmbedProvider } from '@/lib/article-body';
import { cn } from '@/utils/cn';

const smallInput =
  'block w-full rounded-md border border-ink-300 bg-white px-2 py-1 text-sm text-ink-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600';

function RemoveButton({ label, onRemove }: { label: string; onRemove: () => void }) {
  return (
    <button
      type="button"
      onClick={onRemove}
      aria-label={label}
      className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full text-ink-600 hover:bg-ink-100 hover:text-red-800 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
    >
      <Trash2 className="h-4 w-4" aria-hidden="true" />
    </button>
  );
}

/** A picture in the body: the image and the inputs for its caption, credit and alt text. */
export function FigureView({ node, updateAttributes, deleteNode, selected }: NodeViewProps) {
  const { t } = useTranslation();
  const id = useId();
  const attrs = node.attrs as { src: string; alt: string | null; caption: string; credit: string; importing: boolean };
  const field = (name: 'caption' | 'credit' | 'alt', label: string) => (
    <div className="space-y-1">
      <label htmlFor={`${id}-${name}`} className="block text-xs font-medium text-ink-700">
        {label}
      </label>
      <input
        id={`${id}-${name}`}
        value={attrs[name] ?? ''}
        onChange={(event) => updateAttributes({ [name]: event.target.value })}
        className={smallInput}
        lang="ne"
      />
    </div>
  );
  return (
    <NodeViewWrapper
      as="figure"
      className={cn('rounded-lg border border-ink-200 bg-ink-50 p-3', selected && 'ring-2 ring-brand-600')}
      data-testid="body-figure"
    >
      <div contentEditable={false} className="space-y-3">
        <div className="flex items-start justify-between gap-2">
          {attrs.importing ? (
            // The foreign address is not loaded, even here: the server fetches it first.
            <p
              role="status"
              className="flex items-center gap-2 text-sm text-ink-700"
              data-testid="body-figure-importing"
            >
              <LoaderCircle className="h-4 w-4 animate-spin" aria-hidden="true" />
              {t('bodyEditor.importingPicture')}
            </p>
          ) : (
            <img
              src={attrs.src}
              alt={attrs.alt || attrs.caption || t('bodyEditor.pictureNoAlt')}
              className="rounded-md"
              data-drag-handle
            />
          )}
          <RemoveButton label={t('bodyEditor.removePicture')} onRemove={deleteNode} />
        </div>
        <div className="grid gap-2 sm:grid-cols-3">
          {field('caption', t('bodyEditor.caption'))}
          {field('credit', t('bodyEditor.credit'))}
          {field('alt', t('bodyEditor.alt'))}
        </div>
      </div>
    </NodeViewWrapper>
  );
}

/** An embedded post in the body: a placeholder naming the host and the address (nothing loads from it here). */
export function EmbedView({ node, deleteNode, selected }: NodeViewProps) {
  const { t } = useTranslation();
  const { provider, url } = node.attrs as { provider: EmbedProvider; url: string };
  const name = EMBED_NAMES[provider] ?? provider;
  return (
    <NodeViewWrapper
      className={cn('rounded-lg border border-ink-300 bg-ink-50 p-4', selected && 'ring-2 ring-brand-600')}
      data-testid="body-embed"
      data-provider={provider}
    >
      <div contentEditable={false} className="flex items-start justify-between gap-3" data-drag-handle>
        <p className="min-w-0 text-sm text-ink-700">
          <span className="font-semibold">{t('bodyEditor.embedPlaceholder', { provider: name })}</span>
          <span className="block break-all text-ink-600">{url}</span>
        </p>
        <RemoveButton label={t('bodyEditor.removeEmbed')} onRemove={deleteNode} />
      </div>
    </NodeViewWrapper>
  );
}
