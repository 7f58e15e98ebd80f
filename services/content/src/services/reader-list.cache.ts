import { Inject, Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import {
  can,
  BaseConfig,
  CONFIG,
  EarlyHandler,
  EventPublisher,
  Page,
  requestId,
  SessionStore,
  setPageHeaders,
  STREAMS,
} from '@portal/shared';
import type { NextFunction, Request, Response } from 'express';
import Redis from 'ioredis';
import { ReaderTotals } from './reader-totals';

/** As long as the gateway's micro-cache keeps an answer (proxy_cache_valid 2s in gateway/nginx.conf.template). */
export const READER_LIST_TTL_MS = 2_000;
/** Bound of the copies' bodies together (a list of 20 is about 85 KB). */
const READER_LIST_MAX_BYTES = 8 * 1024 * 1024;
const LIST_PATH = '/api/articles';

interface ReaderList {
  body: Buffer;
  /** Computed by Express's own ETag function at the first answer from the copy. */
  etag?: string;
  total: number;
  nextCursor: string | null;
  until: number;
}

/**
 * The readers' article list (what everyone but an editor gets: published articles
 * only) as the exact bytes Nest answered, per request URL, kept in this process for
 * READER_LIST_TTL_MS. Signed-in readers skip the gateway's shared cache; with this copy
 * their list costs no database query, no Redis round trip (the session's read cache,
 * session.ts) and none of Nest's per-request work (guard, validation pipe, request log:
 * the gateway logs the request).
 *
 * Filled by the list route for non-editors only (an answer that passed validation);
 * dropped at once by any article write in this process and by every article event in
 * the stream (the other replicas' writes). Editors always get the route's own answer.
 */
@Injectable()
export class ReaderListCache implements EarlyHandler, OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(ReaderListCache.name);
  private readonly lists = new Map<string, ReaderList>();
  private bytes = 0;
  /** Bumped by every drop: a list built before a write is not kept after it. */
  private generation = 0;
  private tail?: Redis;
  private tailing = false;
  private tailLoop?: Promise<void>;
  /** The last entry of the article stream this process has followed (and dropped its copies for). */
  private followed = '0-0';

  constructor(
    private readonly sessions: SessionStore,
    private readonly events: EventPublisher,
    private readonly totals: ReaderTotals,
    @Inject(CONFIG) private readonly config: BaseConfig,
  ) {}

  /** Taken before building a list; store() keeps the list only if nothing was dropped since. */
  version(): number {
    return this.generation;
  }

  store(url: string, page: Page<unknown>, version: number): void {
    if (version !== this.generation) return;
    const body = Buffer.from(JSON.stringify(page.items));
    const previous = this.lists.get(url);
    if (previous) this.bytes -= previous.body.length;
    if (this.bytes + body.length > READER_LIST_MAX_BYTES) this.sweep();
    this.lists.set(url, {
      body,
      total: page.total,
      nextCursor: page.nextCursor,
      until: Date.now() + READER_LIST_TTL_MS,
    });
    this.bytes += body.length;
  }

  /** Any article was created, changed or deleted (here or by another replica). */
  drop(): void {
    this.totals.clear();
    this.generation += 1;
    this.lists.clear();
    this.bytes = 0;
  }

  private sweep(): void {
    const now = Date.now();
    for (const [url, list] of this.lists) {
      if (list.until > now) continue;
      this.lists.delete(url);
      this.bytes -= list.body.length;
    }
    if (this.bytes > READER_LIST_MAX_BYTES / 2) {
      this.lists.clear();
      this.bytes = 0;
    }
  }

  private fresh(url: string): ReaderList | undefined {
    const list = this.lists.get(url);
    if (!list) return undefined;
    if (list.until > Date.now()) return list;
    this.lists.delete(url);
    this.bytes -= list.body.length;
    return undefined;
  }

  handle(req: Request, res: Response, next: NextFunction): void {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !req.url.startsWith(LIST_PATH)) return next();
    const list = this.fresh(req.url);
    if (!list) return next();
    if (!req.headers.cookie) return this.answer(req, res, list);
    this.sessions.fromRequest(req).then(
      (session) => {
        // An editor may see drafts: the route answers. (Re-read: a write may have dropped the copy meanwhile.)
        const current = can(session, 'article.readAll') ? undefined : this.fresh(req.url);
        if (current) this.answer(req, res, current);
        else next();
      },
      // Redis unreachable: the route's own session check answers (503).
      () => next(),
    );
  }

  /** The headers and bytes the list route answers (ArticlesController.list). */
  private answer(req: Request, res: Response, list: ReaderList): void {
    requestId(req, res);
    res.locals.route = LIST_PATH;
    setPageHeaders(res, list);
    res.setHeader('Content-Type', 'application/json; charset=utf-8');
    if (list.etag === undefined) {
      const etag = (req.app.get('etag fn') as ((body: Buffer) => string | undefined) | undefined)?.(list.body);
      if (etag) list.etag = etag;
    }
    if (list.etag) res.setHeader('ETag', list.etag);
    // Express's send: Content-Length, 304 for a matching If-None-Match, no body for HEAD.
    res.send(list.body);
  }

  // ---- article events of every replica ------------------------------------------------
  // Not a consumer group (each group member sees only some entries): every process reads
  // the whole stream from its end, on a connection of its own (a blocking read).

  async onApplicationBootstrap(): Promise<void> {
    const stream = this.events.streamKey(STREAMS.articles);
    this.tail = new Redis(this.config.REDIS_URL, { maxRetriesPerRequest: null });
    const newest = (await this.tail.xrevrange(stream, '+', '-', 'COUNT', 1)) as [string, string[]][];
    this.tailing = true;
    this.tailLoop = this.follow(stream, newest[0]?.[0] ?? '0-0');
  }

  private async follow(stream: string, from: string): Promise<void> {
    this.followed = from;
    while (this.tailing) {
      try {
        const answer = (await this.tail!.xread('COUNT', 100, 'BLOCK', 2000, 'STREAMS', stream, this.followed)) as
          [string, [string, string[]][]][] | null;
        const entries = answer?.[0]?.[1] ?? [];
        if (entries.length) {
          this.drop();
          this.followed = entries[entries.length - 1][0];
        }
      } catch (err) {
        if (!this.tailing) return;
        // Events may have been missed meanwhile: nothing kept is trusted.
        this.drop();
        this.logger.error(`reading ${stream}: ${(err as Error).message}`);
        await new Promise((r) => setTimeout(r, 1000));
      }
    }
  }

  /** Stream position up to which other writes have dropped the copies (the stream entry id). */
  followedUpTo(): string {
    return this.followed;
  }

  async onApplicationShutdown(): Promise<void> {
    this.tailing = false;
    this.tail?.disconnect();
    await this.tailLoop?.catch(() => undefined);
  }
}
