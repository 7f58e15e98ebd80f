import { BadRequestException, Inject, Injectable } from '@nestjs/common';
import { CONTENT_CONFIG, ContentConfig } from '../config';

export const FOREIGN_IMAGE_MESSAGE = 'Images must be uploaded to this portal or come from an allowed image host';

interface HostSource {
  scheme: 'http:' | 'https:' | null;
  /** Lower-case host; a leading "*." allows any subdomain. Null: any host of the scheme. */
  host: string | null;
  port: string | null;
}

/** One CSP source expression of ARTICLE_IMAGE_HOSTS: `https://img.example`, `*.cdn.example`, `https:`. */
function parseSource(text: string): HostSource | null {
  const scheme = /^(https?:)$/i.exec(text);
  if (scheme) return { scheme: scheme[1].toLowerCase() as HostSource['scheme'], host: null, port: null };
  const match = /^(?:(https?:)\/\/)?(\*\.)?([a-z0-9.-]+)(?::(\d{1,5}))?\/?$/i.exec(text);
  if (!match) return null; // keywords such as 'self' or data: say nothing about other hosts
  const [, s, wildcard, host, port] = match;
  return {
    scheme: (s?.toLowerCase() as HostSource['scheme']) ?? null,
    host: `${wildcard ?? ''}${host.toLowerCase()}`,
    port: port ?? null,
  };
}

function matches(source: HostSource, url: URL): boolean {
  if (source.scheme ? url.protocol !== source.scheme : url.protocol !== 'https:' && url.protocol !== 'http:')
    return false;
  // As in CSP, a source without a port means the scheme's default port.
  if (url.port !== (source.port ?? '')) return false;
  if (source.host === null) return true;
  const host = url.hostname.toLowerCase();
  return source.host.startsWith('*.') ? host.endsWith(source.host.slice(1)) : host === source.host;
}

/**
 * Article pictures an editor may use: the portal's own (`/media/` paths, any address on
 * PUBLIC_URL's origin) and the hosts the operator allows in ARTICLE_IMAGE_HOSTS, the same
 * list the gateway's CSP `img-src` carries, so nothing is saved that readers could not load.
 */
@Injectable()
export class ArticleImageHosts {
  private readonly sources: HostSource[];
  private readonly ownOrigin: string;

  constructor(@Inject(CONTENT_CONFIG) config: Pick<ContentConfig, 'ARTICLE_IMAGE_HOSTS' | 'PUBLIC_URL'>) {
    this.sources = config.ARTICLE_IMAGE_HOSTS.split(/[\s,]+/)
      .filter((s) => s && s !== 'none')
      .map(parseSource)
      .filter((s): s is HostSource => s !== null);
    this.ownOrigin = `${new URL(config.PUBLIC_URL).origin}/`;
  }

  allows(address: string): boolean {
    // The portal's own pictures ('self' in the CSP): its /media/ paths and any absolute address of PUBLIC_URL.
    if (address.startsWith('/media/') || address.startsWith(this.ownOrigin)) return true;
    let url: URL;
    try {
      url = new URL(address);
    } catch {
      return false;
    }
    return this.sources.some((source) => matches(source, url));
  }

  /** 400 when the article's picture or one of its extra pictures is from elsewhere. */
  assertAllowed(article: { imageUrl?: string | null; imageUrls?: string[] }): void {
    const addresses = [article.imageUrl, ...(article.imageUrls ?? [])].filter((a): a is string => !!a);
    if (!addresses.every((a) => this.allows(a))) throw new BadRequestException(FOREIGN_IMAGE_MESSAGE);
  }
}
