import {
  applyDecorators,
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
import { ApiExtension } from '@nestjs/swagger';
import { parse as parseCookie } from 'cookie';
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Request, Response } from 'express';
import type Redis from 'ioredis';
import { BaseConfig } from './config';
import { can, isRole, Right, RIGHTS, Role } from './rights';
import { CONFIG, REDIS } from './tokens';

export type { Role } from './rights';

export const SESSION_COOKIE = 'portal_session';
/**
 * The session cookie's name on a site served over TLS. Browsers keep a `__Host-` cookie only
 * when it is Secure, has Path=/ and no Domain, so no sibling host and no plain-http page can set
 * or overwrite it (session fixation, signing a reader in as someone else).
 */
export const SECURE_SESSION_COOKIE = `__Host-${SESSION_COOKIE}`;

/**
 * Whether the site is served over TLS, from configuration alone (not from the request), so every
 * hop agrees on the cookie's name: the browser's, the page renderer's to the gateway, the gateway's
 * to a service. `auto`: PUBLIC_URL says https.
 */
export function secureSite(config: Pick<BaseConfig, 'COOKIE_SECURE' | 'PUBLIC_URL'>): boolean {
  if (config.COOKIE_SECURE !== 'auto') return config.COOKIE_SECURE === 'true';
  return config.PUBLIC_URL.startsWith('https:');
}

/** The session cookie's name for this site: only that name is read, so a planted plain one is ignored. */
export function sessionCookieName(config: Pick<BaseConfig, 'COOKIE_SECURE' | 'PUBLIC_URL'>): string {
  return secureSite(config) ? SECURE_SESSION_COOKIE : SESSION_COOKIE;
}
export const SESSION_TTL_SECONDS = 14 * 24 * 3600;

export interface Session {
  id: string;
  userId: string;
  /** The user's current role (their per-user record's, read with the session on every request). */
  role: Role;
  /** The user's session epoch when the session began: a later epoch (all sessions ended) ends it. */
  epoch?: number;
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

/**
 * Pub/sub channel (after REDIS_PREFIX) carrying the ids of ended or changed sessions, comma-separated;
 * `u:<userId>` stands for every session of that user (a role change, all sessions ended).
 */
export const SESSIONS_ENDED_CHANNEL = 'sessions:ended';
const USER_MARK = 'u:';

/**
 * Creates a session at the user's current epoch, in one step: the epoch read and the session
 * written cannot be split by a concurrent "end all sessions" (which bumps the epoch).
 * KEYS: session, user's session set, user record. ARGV: session JSON, ttl, session id, role.
 */
const CREATE_SCRIPT = `
local epoch = tonumber(redis.call('HGET', KEYS[3], 'epoch') or '0')
local session = cjson.decode(ARGV[1])
session['epoch'] = epoch
redis.call('SET', KEYS[1], cjson.encode(session), 'EX', ARGV[2])
redis.call('SADD', KEYS[2], ARGV[3])
redis.call('EXPIRE', KEYS[2], ARGV[2])
redis.call('HSET', KEYS[3], 'role', ARGV[4])
redis.call('EXPIRE', KEYS[3], ARGV[2])
return epoch`;

/**
 * A session and its user's record in one round trip (the user's id is inside the session).
 * KEYS: session. ARGV: the user records' key prefix. Answers nil, or {session JSON, role, epoch}.
 */
const READ_SCRIPT = `
local stored = redis.call('GET', KEYS[1])
if not stored then return nil end
local state = redis.call('HMGET', ARGV[1] .. cjson.decode(stored)['userId'], 'role', 'epoch')
return {stored, state[1], state[2]}`;

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

  /**
   * The user's record: current `role` and session `epoch`. It lives as long as their newest
   * session could (its TTL is renewed at every sign-in, role change and epoch bump), so no
   * session outlives it.
   */
  private stateKey(userId: string): string {
    return `${this.config.REDIS_PREFIX}user-state:${userId}`; // READ_SCRIPT builds it too
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
    const epoch = await this.redis.eval(
      CREATE_SCRIPT,
      3,
      this.key(session.id),
      this.userKey(userId),
      this.stateKey(userId),
      JSON.stringify(session),
      SESSION_TTL_SECONDS,
      session.id,
      role,
    );
    session.epoch = Number(epoch);
    return { session, cookieValue: `${session.id}.${this.sign(session.id)}` };
  }

  async fromRequest(req: Request): Promise<Session | undefined> {
    const raw = req.headers.cookie ? parseCookie(req.headers.cookie)[sessionCookieName(this.config)] : undefined;
    const id = raw ? this.verify(raw) : undefined;
    if (!id) return undefined;
    const now = Date.now();
    if (isRead(req) && this.listening) {
      const recent = this.recent.get(id);
      if (recent && recent.until > now) return recent.session && { ...recent.session };
    }
    const forgets = this.forgets;
    const session = await this.read(id);
    if (forgets === this.forgets && this.listening) this.remember(id, session, now);
    return session && { ...session };
  }

  /**
   * The session and its user's record, in one round trip (READ_SCRIPT): the role is the current one, and a
   * session from before the user's epoch (every session ended) is no session.
   */
  private async read(id: string): Promise<Session | undefined> {
    const answer = (await this.redis.eval(READ_SCRIPT, 1, this.key(id), `${this.config.REDIS_PREFIX}user-state:`)) as
      [string, string | null, string | null] | null;
    if (!answer) return undefined;
    const [stored, role, epoch] = answer;
    const session = JSON.parse(stored) as Session;
    if ((session.epoch ?? 0) < Number(epoch ?? 0)) return undefined;
    if (isRole(role)) session.role = role;
    session.verified = session.verified !== false;
    return session;
  }

  private forget(id: string): void {
    this.forgets += 1;
    if (!id.startsWith(USER_MARK)) {
      this.recent.delete(id);
      return;
    }
    const userId = id.slice(USER_MARK.length);
    for (const [key, entry] of this.recent) if (entry.session?.userId === userId) this.recent.delete(key);
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

  /**
   * Ends every session of a user (hidden user, password reset) in one atomic step: the epoch
   * goes up, and every session begun before is refused from then on, also one created while
   * this runs. The old keys are then removed (tidying only; they are already dead).
   */
  async destroyAllForUser(userId: string): Promise<number> {
    const [[, ids]] = ((await this.redis
      .multi()
      .smembers(this.userKey(userId))
      .hincrby(this.stateKey(userId), 'epoch', 1)
      .expire(this.stateKey(userId), SESSION_TTL_SECONDS)
      .del(this.userKey(userId))
      .exec()) ?? [[null, []]]) as [[unknown, string[]]];
    if (ids.length) await this.redis.del(...ids.map((id) => this.key(id)));
    await this.announce([`${USER_MARK}${userId}`, ...ids]);
    return ids.length;
  }

  /** The user's role from their next request on, in every process (their sessions stay). */
  async setRole(userId: string, role: Role): Promise<void> {
    await this.redis
      .multi()
      .hset(this.stateKey(userId), 'role', role)
      .expire(this.stateKey(userId), SESSION_TTL_SECONDS)
      .exec();
    await this.announce([`${USER_MARK}${userId}`]);
  }

  setCookie(req: Request, res: Response, cookieValue: string): void {
    res.cookie(sessionCookieName(this.config), cookieValue, {
      ...this.cookieOptions(req),
      maxAge: SESSION_TTL_SECONDS * 1000,
    });
  }

  clearCookie(req: Request, res: Response): void {
    res.clearCookie(sessionCookieName(this.config), this.cookieOptions(req));
  }

  private cookieOptions(req: Request) {
    // Secure on a TLS site (always, whichever hop the request came by), and on a request the
    // gateway says came over TLS. Path=/ and no Domain: as the __Host- prefix requires.
    const secure = secureSite(this.config) || (this.config.COOKIE_SECURE === 'auto' && req.secure);
    return { httpOnly: true, sameSite: 'lax' as const, secure, path: '/' };
  }
}

const PUBLIC_KEY = 'portal:public';
const RIGHT_KEY = 'portal:right';

/**
 * The contract (contract/openapi.json) names each operation's access as the guard reads it:
 * `x-public: true`, or `x-right: <right>` (a handler's own wins over its controller's, as in the
 * guard); serviceDocument (openapi.ts) settles a route that has both, and e2e/rights.spec.ts
 * walks every route with every role from these.
 */
export const OPENAPI_PUBLIC = 'x-public';
export const OPENAPI_RIGHT = 'x-right';

/** The route answers without a session (everything else requires one and a right). */
export const Public = () => applyDecorators(SetMetadata(PUBLIC_KEY, true), ApiExtension(OPENAPI_PUBLIC, true));
/** The route requires this right (rights.ts: the one table of who may do what). */
export const Can = (right: Right) => applyDecorators(SetMetadata(RIGHT_KEY, right), ApiExtension(OPENAPI_RIGHT, right));

/** The right a route requires (undefined: none declared), for the routes' own checks and tests. */
export const routeRight = (target: object): Right | undefined => Reflect.getMetadata(RIGHT_KEY, target) as Right;
export const isPublicRoute = (target: object): boolean => Reflect.getMetadata(PUBLIC_KEY, target) === true;

/**
 * The routes of these controllers that are neither @Public() nor name a right (`GET api/x`):
 * each service's spec expects none (the guard would refuse them all).
 */
export function routesWithoutRight(controllers: (new (...args: never[]) => unknown)[]): string[] {
  const missing: string[] = [];
  for (const controller of controllers) {
    const prefix = String(Reflect.getMetadata('path', controller) ?? '');
    for (const name of Object.getOwnPropertyNames(controller.prototype)) {
      const handler = (controller.prototype as Record<string, unknown>)[name];
      if (name === 'constructor' || typeof handler !== 'function') continue;
      if (Reflect.getMetadata('path', handler) === undefined) continue;
      const declared = [handler, controller].some((target) => isPublicRoute(target) || routeRight(target));
      if (!declared)
        missing.push(`${controller.name}.${name} (${prefix}/${String(Reflect.getMetadata('path', handler))})`);
    }
  }
  return missing;
}

/** The refusal of a right: user management keeps the spec's admin wording. */
export const refusal = (right: Right): string =>
  RIGHTS[right].roles.length === 1 ? 'Admin access required' : "You don't have permission to do this";

/** The session of the request (undefined on public routes without one). */
export const CurrentSession = createParamDecorator(
  (_data: unknown, ctx: ExecutionContext) => ctx.switchToHttp().getRequest<SessionRequest>().session,
);

/**
 * The one session check of every service, installed as a global guard: routes are
 * protected unless marked @Public(), and @Can(right) is enforced here on the server from the
 * user's current role. A protected route that names no right is refused (fail closed).
 */
@Injectable()
export class SessionGuard implements CanActivate {
  private readonly logger = new Logger(SessionGuard.name);

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
    const right = this.reflector.getAllAndOverride<Right | undefined>(RIGHT_KEY, targets);
    if (!right) {
      this.logger.error(`${req.method} ${req.route?.path ?? req.path} names no right: refused`);
      throw new ForbiddenException("You don't have permission to do this");
    }
    if (!can(req.session, right)) throw new ForbiddenException(refusal(right));
    return true;
  }
}
