import { lookup } from 'node:dns/promises';
import { Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import {
  CachePurge,
  EventOf,
  EventPublisher,
  metricsRegistry,
  PURGE_EVENTS,
  Sql,
  StreamSubscriber,
} from '@portal/shared';
import type { ArticleView } from '../dtos/article.views';
import { Counter } from 'prom-client';
import { CONTENT_CONFIG, ContentConfig } from '../config';

/**
 * The gateway's micro-cache is nginx's proxy_cache with `levels=1:2`: every entry's file
 * sits under one of 16 first-level folders. The gateway lets its purger delete those folders
 * (WebDAV DELETE on /_purge/micro/<x>/, gateway/nginx.conf.template); nginx then finds no file
 * for any key it still indexes and fetches afresh. Everything goes, not only the changed
 * article's entries: the cache holds 2 s of answers, so precision would save almost nothing
 * (docs/decisions.md, "Purge on change").
 */
const CACHE_LEVEL_DIRS = [...'0123456789abcdef'];
const PURGE_TIMEOUT_MS = 5_000;

const purges = new Counter({
  name: 'cache_purges_total',
  help: 'Purges sent, by target (gateway, cdn) and outcome (ok, failed)',
  labelNames: ['target', 'outcome'] as const,
  registers: [metricsRegistry],
});

/**
 * A change readers could see (published before or after it) purges the caches holding the
 * article, its sections and the lists, in the change's transaction (docs/architecture.md,
 * "Caches"). Drafts' edits purge nothing.
 */
export async function purgeIfSeen(
  events: EventPublisher,
  before: ArticleView | null,
  after: ArticleView | null,
  sql: Sql,
): Promise<void> {
  const seen = [before, after].filter((a): a is ArticleView => !!a?.published);
  if (!seen.length) return;
  const tags = seen.flatMap((a) => [`article-${a.id}`, `section-${a.category.id}`]);
  await events.publishPurge([...new Set([...tags, 'lists'])], sql);
}

/** Sends purges to every gateway (each address of each configured host) and to the CDN. */
@Injectable()
export class CachePurger {
  constructor(@Inject(CONTENT_CONFIG) private readonly config: ContentConfig) {}

  get gatewayUrls(): URL[] {
    return (this.config.GATEWAY_PURGE_URLS ?? '')
      .split(/[\s,]+/)
      .filter(Boolean)
      .map((u) => new URL(u));
  }

  /** The gateways first: a CDN that refetches at once must not get the gateway's old copy. */
  async purge({ tags }: CachePurge): Promise<void> {
    await this.purgeGateways();
    await this.purgeCdn(tags);
  }

  /**
   * Every pod behind a name (a headless Service in Kubernetes resolves to each gateway pod),
   * so no pod keeps its copy. A failure throws: the stream reader retries the event.
   */
  private async purgeGateways(): Promise<void> {
    const token = this.config.GATEWAY_PURGE_TOKEN;
    if (!token) return;
    const targets = (
      await Promise.all(
        this.gatewayUrls.map(async (base) => {
          const addresses = await lookup(base.hostname.replace(/^\[|\]$/g, ''), { all: true });
          return addresses.map(({ address, family }) => {
            const url = new URL(base);
            url.hostname = family === 6 ? `[${address}]` : address;
            return url;
          });
        }),
      )
    ).flat();
    await Promise.all(
      targets.map(async (url) => {
        try {
          for (const dir of CACHE_LEVEL_DIRS) {
            const res = await fetch(new URL(`/_purge/micro/${dir}/`, url), {
              method: 'DELETE',
              headers: { 'X-Portal-Purge-Token': token, Depth: 'infinity' },
              signal: AbortSignal.timeout(PURGE_TIMEOUT_MS),
            });
            // 404: nothing cached under that folder.
            if (res.status !== 204 && res.status !== 404) {
              throw new Error(`gateway ${url.host} answered ${res.status} to a purge`);
            }
          }
          purges.inc({ target: 'gateway', outcome: 'ok' });
        } catch (error) {
          purges.inc({ target: 'gateway', outcome: 'failed' });
          throw error;
        }
      }),
    );
  }

  /** Cloudflare's purge by cache tag (the answers carry the same names in Cache-Tag). */
  private async purgeCdn(tags: string[]): Promise<void> {
    if (this.config.CDN_PURGE !== 'cloudflare') return;
    const { CLOUDFLARE_API_URL, CLOUDFLARE_ZONE_ID, CLOUDFLARE_API_TOKEN } = this.config;
    const res = await fetch(`${CLOUDFLARE_API_URL.replace(/\/$/, '')}/zones/${CLOUDFLARE_ZONE_ID}/purge_cache`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${CLOUDFLARE_API_TOKEN}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ tags }),
      signal: AbortSignal.timeout(PURGE_TIMEOUT_MS),
    });
    const body = (await res.json().catch(() => null)) as { success?: boolean } | null;
    if (!res.ok || body?.success !== true) {
      purges.inc({ target: 'cdn', outcome: 'failed' });
      throw new Error(`Cloudflare answered ${res.status} to a purge`);
    }
    purges.inc({ target: 'cdn', outcome: 'ok' });
  }
}

/** Reads `events:purge` (group `content-purge`): each event purges once, retried until it does. */
@Injectable()
export class CachePurgeSync extends StreamSubscriber implements OnApplicationBootstrap {
  private readonly logger = new Logger('CachePurge');

  constructor(
    private readonly purger: CachePurger,
    events: EventPublisher,
    @Inject(CONTENT_CONFIG) private readonly contentConfig: ContentConfig,
  ) {
    super('content-purge', events, contentConfig);
  }

  protected subscriptions() {
    return [this.read(PURGE_EVENTS, (event) => this.apply(event))];
  }

  override async onApplicationBootstrap(): Promise<void> {
    if (!this.contentConfig.GATEWAY_PURGE_TOKEN) {
      this.logger.warn('GATEWAY_PURGE_TOKEN is not set: gateway micro-caches end their entries by time only (3 s)');
    }
    await super.onApplicationBootstrap();
  }

  apply({ payload }: EventOf<typeof PURGE_EVENTS>): Promise<void> {
    return this.purger.purge(payload);
  }
}
