import { Fragment, useState, type ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n';
import { FallbackImage } from '@/components/ui/fallback-image';
import {
  bodyBlocks,
  EMBED_NAMES,
  embedFrameUrl,
  safeImage,
  safeLink,
  type BodyBlock,
  type EmbedProvider,
  type TextRun,
} from '@/lib/article-body';

function Runs({ runs }: { runs: TextRun[] | undefined }) {
  return (
    <>
      {(runs ?? []).map((run, i) => {
        let node: ReactNode = run.text;
        if (run.bold) node = <strong>{node}</strong>;
        if (run.italic) node = <em>{node}</em>;
        const href = safeLink(run.link);
        if (href)
          node = (
            <a href={href} className="text-brand-700 underline" rel="noopener noreferrer">
              {node}
            </a>
          );
        return <Fragment key={i}>{node}</Fragment>;
      })}
    </>
  );
}

/**
 * A post of YouTube, Facebook, X or Instagram: a light placeholder (text only, nothing from the
 * third party) until the reader taps it; then its frame, from the hosts of EMBED_FRAME_HOSTS.
 */
function Embed({ provider, url }: { provider: EmbedProvider; url: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const name = EMBED_NAMES[provider] ?? provider;
  const frame = embedFrameUrl(provider, url);
  if (open && frame)
    return (
      <iframe
        src={frame}
        title={name}
        className="aspect-video w-full rounded-xl border-0"
        allow="encrypted-media; picture-in-picture"
        referrerPolicy="strict-origin-when-cross-origin"
        sandbox="allow-scripts allow-same-origin allow-popups allow-presentation"
        data-testid="embed-frame"
      />
    );
  return (
    <div
      className="rounded-xl border border-ink-200 bg-ink-50 p-5"
      data-testid="embed-placeholder"
      data-provider={provider}
    >
      {frame ? (
        <button
          type="button"
          onClick={() => setOpen(true)}
          className="rounded-lg bg-ink-900 px-4 py-2 text-sm font-semibold text-white hover:bg-ink-700 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
        >
          {t('article.embedLoad', { provider: name })}
        </button>
      ) : null}
      <p className="mt-2 text-sm text-ink-600">
        {t('article.embedNote', { provider: name })}:{' '}
        <a href={safeLink(url) ?? undefined} className="break-all underline" rel="noopener noreferrer">
          {url}
        </a>
      </p>
    </div>
  );
}

function Block({ block, title }: { block: BodyBlock; title: string }) {
  switch (block.type) {
    case 'paragraph':
      return (
        <p>
          <Runs runs={block.content} />
        </p>
      );
    case 'heading': {
      const Tag = block.level === 3 ? 'h3' : block.level === 4 ? 'h4' : 'h2';
      return (
        <Tag className="text-2xl font-bold text-ink-900">
          <Runs runs={block.content} />
        </Tag>
      );
    }
    case 'list': {
      const Tag = block.ordered ? 'ol' : 'ul';
      return (
        <Tag className={block.ordered ? 'list-decimal pl-6' : 'list-disc pl-6'}>
          {(block.items ?? []).map((item, i) => (
            <li key={i}>
              <Runs runs={item} />
            </li>
          ))}
        </Tag>
      );
    }
    case 'quote':
      return (
        <blockquote className="border-l-4 border-brand-600 pl-4 italic text-ink-700">
          <p>
            <Runs runs={block.content} />
          </p>
          {block.cite ? (
            <footer className="mt-1 text-base not-italic text-ink-500" data-testid="quote-source">
              — <cite className="not-italic">{block.cite}</cite>
            </footer>
          ) : null}
        </blockquote>
      );
    case 'image': {
      const src = safeImage(block.url);
      if (!src) return null;
      return (
        <figure>
          <FallbackImage
            src={src}
            alt={block.alt ?? block.caption ?? title}
            loading="lazy"
            sizes="(min-width: 896px) 832px, 100vw"
            className="w-full rounded-xl object-cover"
          />
          <PictureWords caption={block.caption} credit={block.credit} />
        </figure>
      );
    }
    case 'embed':
      return <Embed provider={block.provider} url={block.url} />;
    default:
      return null;
  }
}

/** Caption and credit under a picture. */
export function PictureWords({ caption, credit }: { caption?: string | null; credit?: string | null }) {
  if (!caption && !credit) return null;
  return (
    <figcaption className="mt-2 text-sm text-ink-600" data-testid="picture-words">
      {caption}
      {caption && credit ? ' · ' : null}
      {credit ? <span className="text-ink-500">{credit}</span> : null}
    </figcaption>
  );
}

/** The article's structured body; null when it has none (the caller shows `content`'s lines). */
export function ArticleBody({ body, title }: { body: unknown; title: string }) {
  const blocks = bodyBlocks(body);
  if (!blocks.length) return null;
  return (
    <>
      {blocks.map((block, i) => (
        <Block key={i} block={block} title={title} />
      ))}
    </>
  );
}
