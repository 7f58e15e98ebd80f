import {
  CanActivate,
  createParamDecorator,
  ExecutionContext,
  ForbiddenException,
  Inject,
  Injectable,
  Logger,
  OnModuleDestroy,
  OnModuleInit,
  SetMetadata,
  UnauthorizedException,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { parse as parseCookie } from 'cookie';
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Request, Response } from 'express';
import type Redis from 'ioredis';
import { BaseConfig } from './config';
import { CONFIG, REDIS } from './tokens';

export const SESSION_COOKIE = 'portal_session';
export const SESSION_TTL_SECONDS = 14 * 24 * 3600;

export type Role = 'admin' | 'client';

export interface Session {
  id: string;
  userId: string;
  role: Role;
  /** The e-mail address is verified (sessions from before verification existed count as verified). */
  verified: boolean;
  createdAt: number;
}

export type SessionRequest = Request & { session?: Session };

/**
 * A read (GET/HEAD) may rely on what Redis said about its session up to this long ago
 * in this process: a signed-in reader's page then costs no Redis round trip. The process
 * that ends a session (logout, password reset, hidden user) forgets it at once and tells
 * every other process (Redis pub/sub, SESSIONS_ENDED_CHANNEL), which forget it when the
 * message arrives; this bound only matters for a message lost on a broken connection, and
 * the copy is not used at all while a process is not subscribed. Writes always ask Redis
 * (docs/security.md, docs/architecture.md "Caches").
 */
export const SESSION_READ_CACHE_MS = 2_000;
/** Bound of the per-process copy (entries are small; a full copy is swept, then cleared). */
const SESSION_READ_CACHE_MAX = 10_000;

const isRead = (req: Request) => req.method === 'GET' || req.method === 'HEAD';

/** Pub/sub channel (after REDIS_PREFIX) carrying the ids of ended or changed sessions, comma-separated. */
export const SESSIONS_ENDED_CHANNEL = 'sessions:ended';

/**
 * Server-side sessions in Redis. The cookie holds a random id signed with
 * SESSION_SECRET; the session itself (user and role) stays on the server, and a
 * per-user index lets hiding a user or resetting a password end all their sessions.
 */
@Injectable()
export class SessionStore implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger(SessionStore.name);
  /** Session id -> what Redis answered (undefined: no such session) and until when reads may use it. */
  private readonly recent = new Map<string, { session: Session | undefined; until: number }>();
  /** Counts sessions forgotten here: an answer from Redis that a forget overtook is not kept. */
  private forgets = 0;
  /** The connection that hears other processes' ended sessions (a subscribed connection does nothing else). */
  private subscriber?: Redis;
  /** Subscribed now: only then may reads use the copy (no ended session can be missed). */
  private listening = false;

  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(CONFIG) private readonly config: BaseConfig,
  ) {}

  private get channel(): string {
    return `${this.config.REDIS_PREFIX}${SESSIONS_ENDED_CHANNEL}`;
  }

  onModuleInit(): void {
    const subscriber = this.redis.duplicate();
    this.subscriber = subscriber;
    subscriber.on('message', (_channel: string, ids: string) => {
      for (const id of ids.split(',')) this.forget(id);
    });
    // Messages sent while the connection was down are lost: nothing kept is trusted.
    subscriber.on('close', () => this.stopListening());
    subscriber.on('error', () => this.stopListening());
    // At every (re)connection: reads use the copy again once the subscription is confirmed
    // (subscribing twice to a channel is harmless; ioredis also resubscribes by itself).
    subscriber.on('ready', () => {
      subscriber.subscribe(this.channel).then(
        () => {
          this.listening = true;
        },
        (err: Error) => this.logger.warn(`not subscribed to ended sessions: ${err.message}`),
      );
    });
  }

  async onModuleDestroy(): Promise<void> {
    this.stopListening();
    await this.subscriber?.quit().catch(() => this.subscriber?.disconnect());
  }

  private stopListening(): void {
    this.listening = false;
    this.forgets += 1;
    this.recent.clear();
  }

  /** Forgets the sessions here and in every other process. */
  private async announce(ids: string[]): Promise<void> {
    for (const id of ids) this.forget(id);
    if (ids.length) await this.redis.publish(this.channel, ids.join(','));
  }

  private key(id: string): string {
    return `${this.config.REDIS_PREFIX}session:${id}`;
  }

  private userKey(userId: string): string {
    return `${this.config.REDIS_PREFIX}user-sessions:${userId}`;
  }

  private sign(id: string): string {
    return createHmac('sha256', this.config.SESSION_SECRET).update(id).digest('base64url');
  }

  /** The session id of a cookie value, if its signature holds. */
  private verify(value: string): string | undefined {
    const dot = value.lastIndexOf('.');
    if (dot <= 0) return undefined;
    const id = value.slice(0, dot);
    const given = Buffer.from(value.slice(dot + 1));
    const expected = Buffer.from(this.sign(id));
    return given.length === expected.length && timingSafeEqual(given, expected) ? id : undefined;
  }

  async create(userId: string, role: Role, verified = true): Promise<{ session: Session; cookieValue: string }> {
    const session: Session = {
      id: randomBytes(32).toString('base64url'),
      userId,
      role,
      verified,
      createdAt: Date.now(),
    };
    await this.redis
      .multi()
      .set(this.key(session.id), JSON.stringify(session), 'EX', SESSION_TTL_SECONDS)
      .sadd(this.userKey(userId), session.id)
      .expire(this.userKey(userId), SESSION_TTL_SECONDS)
      .exec();
    return { session, cookieValue: `${session.id}.${this.sign(session.id)}` };
  }

  async fromRequest(req: Request): Promise<Session | undefined> {
    const raw = req.headers.cookie ? parseCookie(req.headers.cookie)[SESSION_COOKIE] : undefined;
    const id = raw ? this.verify(raw) : undefined;
    if (!id) return undefined;
    const now = Date.now();
    if (isRead(req) && this.listening) {
      const recent = this.recent.get(id);
      if (recent && recent.until > now) return recent.session && { ...recent.session };
    }
    const forgets = this.forgets;
    const stored = await this.redis.get(this.key(id));
    const session = stored ? (JSON.parse(stored) as Session) : undefined;
    if (session) session.verified = session.verified !== false;
    if (forgets === this.forgets && this.listening) this.remember(id, session, now);
    return session && { ...session };
  }

  private forget(id: string): void {
    this.forgets += 1;
    this.recent.delete(id);
  }

  private remember(id: string, session: Session | undefined, now: number): void {
    if (this.recent.size >= SESSION_READ_CACHE_MAX) {
      for (const [key, entry] of this.recent) if (entry.until <= now) this.recent.delete(key);
      if (this.recent.size >= SESSION_READ_CACHE_MAX) this.recent.clear();
    }
    this.recent.set(id, { session, until: now + SESSION_READ_CACHE_MS });
  }

  /** Every session of a user learns that the address is now verified (lifts the tighter limits at once). */
  async markVerified(userId: string): Promise<void> {
    for (const id of await this.redis.smembers(this.userKey(userId))) {
      const stored = await this.redis.get(this.key(id));
      if (!stored) continue;
      await this.redis.set(this.key(id), JSON.stringify({ ...JSON.parse(stored), verified: true }), 'KEEPTTL');
      await this.announce([id]);
    }
  }

  async destroy(session: Session): Promise<void> {
    await this.redis.multi().del(this.key(session.id)).srem(this.userKey(session.userId), session.id).exec();
    await this.announce([session.id]);
  }

  /** Ends every session of a user (hidden user, password reset). */
  async destroyAllForUser(userId: string): Promise<number> {
    const ids = await this.redis.smembers(this.userKey(userId));
    const multi = this.redis.multi();
    for (const id of ids) multi.del(this.key(id));
    multi.del(this.userKey(userId));
    await multi.exec();
    await this.announce(ids);
    return ids.length;
  }

  setCookie(req: Request, res: Response, cookieValue: string): void {
    res.cookie(SESSION_COOKIE, cookieValue, { ...this.cookieOptions(req), maxAge: SESSION_TTL_SECONDS * 1000 });
  }

  clearCookie(req: Request, res: Response): void {
    res.clearCookie(SESSION_COOKIE, this.cookieOptions(req));
  }

  private cookieOptions(req: Request) {
    const secure = this.config.COOKIE_SECURE === 'auto' ? req.secure : this.config.COOKIE_SECURE === 'true';
    return { httpOnly: true, sameSite: 'lax' as const, secure, path: '/' };
  }
}

const PUBLIC_KEY = 'portal:public';
const ROLES_KEY = 'portal:roles';

/** The route answers without a session (everything else requires one). */
export const Public = () => SetMetadata(PUBLIC_KEY, true);
/** The route requires one of these roles. */
export const Roles = (...roles: Role[]) => SetMetadata(ROLES_KEY, roles);

/** The session of the request (undefined on public routes without one). */
export const CurrentSession = createParamDecorator(
  (_data: unknown, ctx: ExecutionContext) => ctx.switchToHttp().getRequest<SessionRequest>().session,
);

/**
 * The one session check of every service, installed as a global guard: routes are
 * protected unless marked @Public(), and @Roles() is enforced here on the server.
 */
@Injectable()
export class SessionGuard implements CanActivate {
  constructor(
    private readonly sessions: SessionStore,
    private readonly reflector: Reflector,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = context.switchToHttp().getRequest<SessionRequest>();
    req.session = await this.sessions.fromRequest(req);
    const targets = [context.getHandler(), context.getClass()];
    if (this.reflector.getAllAndOverride<boolean>(PUBLIC_KEY, targets)) return true;
    if (!req.session) throw new UnauthorizedException('Unauthorized');
    const roles = this.reflector.getAllAndOverride<Role[] | undefined>(ROLES_KEY, targets);
    if (roles && !roles.includes(req.session.role)) throw new ForbiddenException('Admin access required');
    return true;
  }
}
