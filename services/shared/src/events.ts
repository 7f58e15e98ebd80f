import { Inject, Injectable } from '@nestjs/common';
import type Redis from 'ioredis';
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { BaseConfig } from './config';
import { OutboxRepository, OutboxRow } from './outbox.repository';
import { ROLES } from './rights';
import type { Sql } from './sql';
import { CONFIG, REDIS } from './tokens';

/** Streams of durable events between services (design.md: read copies). */
export const STREAMS = {
  users: 'events:users',
  articles: 'events:articles',
  comments: 'events:comments',
  purge: 'events:purge',
  audit: 'events:audit',
} as const;

/**
 * The one definition of each stream's events (docs/contracts.md), used by the producer
 * (EventPublisher) and checked on read by every consumer (StreamReader with `events`).
 * An entry has the fields `type`, `id` and `field` (the payload, JSON).
 */
export interface EventStream<Type extends string, Payload> {
  stream: string;
  types: readonly [Type, ...Type[]];
  /** Name of the entry's field that holds the payload. */
  field: string;
  payload: z.ZodType<Payload>;
}

const userSnapshot = z.object({
  id: z.string().min(1),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  profileImageUrl: z.string().nullable(),
  /** Absent in events written before issue 22. */
  bio: z.string().nullable().optional(),
  role: z.enum(ROLES),
  hidden: z.boolean(),
});
export type UserSnapshot = z.infer<typeof userSnapshot>;

const articleSnapshot = z.object({
  id: z.number().int().positive(),
  title: z.string(),
  published: z.boolean(),
});
export type ArticleSnapshot = z.infer<typeof articleSnapshot>;

/** Each event carries the absolute total, so a replayed or late one cannot drift the count. */
const commentsTotal = z.object({ total: z.number().int().nonnegative() });
export type CommentsTotal = z.infer<typeof commentsTotal>;

/**
 * One line of the audit log (who did what to which target, when), written by auth and comments
 * in the transaction of the change and stored by the content service, which owns the log.
 */
const auditEntry = z.object({
  /** Unique per change: a replayed event is stored once. */
  eventId: z.string().min(1).max(100),
  at: z.string().datetime({ offset: true }),
  actorId: z.string().nullable(),
  action: z.string().regex(/^[a-z]+\.[a-z_]+$/),
  targetType: z.enum(['article', 'comment', 'user']),
  targetId: z.string().min(1),
  targetTitle: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
});
export type AuditEntry = z.infer<typeof auditEntry>;
/** What a producer says; the publisher adds the event id and the time. */
export type AuditRecord = Omit<AuditEntry, 'eventId' | 'at' | 'details'> & { details?: Record<string, unknown> };

export const AUDIT_EVENTS = {
  stream: STREAMS.audit,
  types: ['audit.recorded'],
  field: 'entry',
  payload: auditEntry,
} as const satisfies EventStream<string, AuditEntry>;

export const USER_EVENTS = {
  stream: STREAMS.users,
  types: ['user.created', 'user.updated', 'user.hidden'],
  field: 'user',
  payload: userSnapshot,
} as const satisfies EventStream<string, UserSnapshot>;
export type UserEventType = (typeof USER_EVENTS.types)[number];

export const ARTICLE_EVENTS = {
  stream: STREAMS.articles,
  types: ['article.created', 'article.updated', 'article.deleted'],
  field: 'article',
  payload: articleSnapshot,
} as const satisfies EventStream<string, ArticleSnapshot>;
export type ArticleEventType = (typeof ARTICLE_EVENTS.types)[number];

/** The comment total for the dashboard's stats in the content service (id `all`). */
export const COMMENT_TOTAL_EVENTS = {
  stream: STREAMS.comments,
  types: ['comments.total'],
  field: 'totals',
  payload: commentsTotal,
} as const satisfies EventStream<string, CommentsTotal>;

/**
 * Names of what an answer holds (`article-12`, `section-3`, `lists`, `comments-12`): the
 * surrogate keys a cache purges by (docs/architecture.md, "Caches").
 */
export const CACHE_TAG = /^[a-z0-9][a-z0-9-]{0,63}$/;
const cachePurge = z.object({ tags: z.array(z.string().regex(CACHE_TAG)).min(1).max(30) });
export type CachePurge = z.infer<typeof cachePurge>;

/**
 * A change readers can see (an article published, changed while published, unpublished or
 * deleted; a comment removed): every cache holding one of `tags` must drop it. Handled by
 * the content service's purger (gateway micro-caches, the configured CDN).
 */
export const PURGE_EVENTS = {
  stream: STREAMS.purge,
  types: ['cache.purge'],
  field: 'purge',
  payload: cachePurge,
} as const satisfies EventStream<string, CachePurge>;

/** An event as a consumer receives it: checked against its stream's definition. */
export interface StreamEvent<Type extends string, Payload> {
  /** Entry id of the stream. */
  entryId: string;
  type: Type;
  id: string;
  payload: Payload;
}

/** An entry that does not match its stream's definition (the reader logs and skips it). */
export class MalformedEventError extends Error {
  override name = 'MalformedEventError';
}

/**
 * What is wrong with a payload, by field and rule, without the values it holds (zod's own
 * message for an enum repeats the value received).
 */
export function describeIssues(error: z.ZodError, root: string): string {
  return error.issues
    .map((issue) => {
      const where = issue.path.join('.') || root;
      const what = issue.code === 'invalid_enum_value' ? `expected one of ${issue.options.join(', ')}` : issue.message;
      return `${where}: ${what}`;
    })
    .join('; ');
}

type TypeOf<S> = S extends EventStream<infer T, unknown> ? T : never;
type PayloadOf<S> = S extends EventStream<string, infer P> ? P : never;
export type EventOf<S> = StreamEvent<TypeOf<S>, PayloadOf<S>>;

/**
 * Reads one entry's fields as an event of `definition`, or throws MalformedEventError saying
 * what is wrong (field names and rules only: never the payload's values, which hold e-mails).
 */
export function parseEvent<S extends EventStream<string, unknown>>(
  definition: S,
  entryId: string,
  fields: Record<string, string>,
): EventOf<S> {
  const { type, id } = fields;
  if (!(definition.types as readonly string[]).includes(type)) {
    throw new MalformedEventError(`unknown type ${JSON.stringify(type)?.slice(0, 60)}`);
  }
  if (typeof id !== 'string' || id === '') throw new MalformedEventError('no id');
  let json: unknown;
  try {
    json = JSON.parse(fields[definition.field] ?? '');
  } catch {
    throw new MalformedEventError(`field ${definition.field} is not JSON`);
  }
  const parsed = definition.payload.safeParse(json);
  if (!parsed.success) {
    throw new MalformedEventError(
      `${definition.field} does not match: ${describeIssues(parsed.error, definition.field)}`,
    );
  }
  return { entryId, type, id, payload: parsed.data } as EventOf<S>;
}

/**
 * Writes events into the service's outbox, in the transaction (`sql`) that made the change they
 * tell of; the outbox relay (outbox.ts) appends them to the streams once that commits. Nothing
 * reaches a stream from a change that was rolled back, and nothing committed is lost to a crash.
 */
@Injectable()
export class EventPublisher {
  private readonly outbox = new OutboxRepository();

  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(CONFIG) private readonly config: BaseConfig,
  ) {}

  streamKey(stream: string): string {
    return `${this.config.REDIS_PREFIX}${stream}`;
  }

  /** A user event; consumers read the stream with consumer groups. */
  publishUser(type: UserEventType, user: UserSnapshot, sql: Sql): Promise<void> {
    return this.publish(sql, USER_EVENTS, type, user.id, user);
  }

  publishArticle(type: ArticleEventType, article: ArticleSnapshot, sql: Sql): Promise<void> {
    return this.publish(sql, ARTICLE_EVENTS, type, String(article.id), article);
  }

  /** The number of comments (not removed), for the dashboard's stats in the content service. */
  publishCommentsTotal(total: number, sql: Sql): Promise<void> {
    return this.publish(sql, COMMENT_TOTAL_EVENTS, 'comments.total', 'all', { total });
  }

  /** Asks every cache to drop what holds `tags`, once the change commits (PURGE_EVENTS). */
  publishPurge(tags: string[], sql: Sql): Promise<void> {
    return this.publish(sql, PURGE_EVENTS, 'cache.purge', 'cache', { tags: [...new Set(tags)] });
  }

  /** A line of the audit log, for the content service to store (see AUDIT_EVENTS). */
  publishAudit(record: AuditRecord, sql: Sql): Promise<void> {
    const entry = { eventId: randomUUID(), at: new Date().toISOString(), details: {}, ...record };
    return this.publish(sql, AUDIT_EVENTS, 'audit.recorded', entry.eventId, entry);
  }

  /** Checked before it is written as well: a producer's mistake fails where it is made. */
  private async publish<S extends EventStream<string, unknown>>(
    sql: Sql,
    definition: S,
    type: TypeOf<S>,
    id: string,
    payload: PayloadOf<S>,
  ): Promise<void> {
    const snapshot = definition.payload.parse(payload);
    await this.outbox.insert(sql, {
      stream: definition.stream,
      type,
      entityId: id,
      field: definition.field,
      payload: JSON.stringify(snapshot),
    });
  }

  /** The outbox relay's append: the rows in their order, in one round trip; their entry ids. */
  async appendAll(rows: OutboxRow[]): Promise<string[]> {
    const batch = this.redis.multi();
    for (const row of rows) {
      batch.xadd(
        this.streamKey(row.stream),
        'MAXLEN',
        '~',
        '1000000',
        '*',
        'type',
        row.type,
        'id',
        row.entityId,
        row.field,
        row.payload,
      );
    }
    const answers = (await batch.exec()) ?? [];
    return answers.map(([err, id]) => {
      if (err) throw err;
      return id as string;
    });
  }
}
