import {
  BadRequestException,
  ConflictException,
  Inject,
  Injectable,
  Logger,
  NotFoundException,
  OnApplicationBootstrap,
} from '@nestjs/common';
import {
  containsPattern,
  DEMO_AUTHORS,
  Role,
  EventPublisher,
  Page,
  SessionStore,
  Sql,
  Transactions,
  UserEventType,
} from '@portal/shared';
import { randomBytes } from 'node:crypto';
import { AUTH_CONFIG } from '../tokens';
import type { AuthConfig } from '../config';
import { ListUsersQuery, SignupDto, UpdateProfileDto } from '../dtos/auth.dto';
import { mapUser, PublicUser } from '../dtos/auth.views';
import { User, UsersRepository } from '../repositories/users.repository';
import { PasswordWork } from './password-work';

export const LAST_ADMIN = 'The portal needs at least one admin: make another user an admin first';
export const FOREIGN_PHOTO = 'Profile photo must be an image uploaded to this portal';

@Injectable()
export class UsersService implements OnApplicationBootstrap {
  private readonly logger = new Logger(UsersService.name);

  constructor(
    private readonly users: UsersRepository,
    private readonly events: EventPublisher,
    private readonly sessions: SessionStore,
    private readonly work: PasswordWork,
    @Inject(AUTH_CONFIG) private readonly config: AuthConfig,
    private readonly transactions: Transactions,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.ensureAdmin();
    if (this.config.SEED_DEMO) await this.ensureDemoAuthors();
  }

  /** The demo bylines exist, with a random password nobody knows (no default credentials). */
  private async ensureDemoAuthors(): Promise<void> {
    for (const author of Object.values(DEMO_AUTHORS)) {
      if (await this.users.findById(author.id)) continue;
      const passwordHash = await this.work.hash(randomBytes(32).toString('base64url'));
      await this.transactions.run(async (sql) => {
        await this.users.insert(
          { ...author, role: author.role as User['role'], passwordHash, emailVerifiedAt: new Date() },
          sql,
        );
        await this.publish('user.created', author.id, sql);
      });
    }
  }

  /**
   * ADMIN_EMAIL and ADMIN_PASSWORD name an admin account that must exist and work. The
   * password is set only when the account is created: a password changed since (through
   * the app or a reset) is never put back at a restart, where it would also leave the
   * sessions of whoever knew the new one running.
   */
  private async ensureAdmin(): Promise<void> {
    const { ADMIN_EMAIL: email, ADMIN_PASSWORD: password } = this.config;
    if (!email || !password) return;
    const normalized = email.trim().toLowerCase();
    const existing = await this.users.findByEmail(normalized);
    if (existing) {
      await this.transactions.run(async (sql) => {
        const changes = { role: 'admin' as const, hidden: false };
        await this.users.update(
          existing.id,
          { ...changes, emailVerifiedAt: existing.emailVerifiedAt ?? new Date() },
          sql,
        );
        await this.publish('user.updated', existing.id, sql);
      });
      // Its sessions act as admin at once, also if it had been demoted meanwhile.
      await this.sessions.setRole(existing.id, 'admin');
    } else {
      const passwordHash = await this.work.hash(password);
      await this.transactions.run(async (sql) => {
        const created = await this.users.insert(
          {
            email: normalized,
            passwordHash,
            firstName: 'Admin',
            lastName: 'Editor',
            role: 'admin',
            emailVerifiedAt: new Date(),
          },
          sql,
        );
        await this.publish('user.created', created.id, sql);
      });
      this.logger.log(`Admin account ${normalized} created`);
    }
  }

  async findById(id: string): Promise<User | null> {
    return (await this.users.findById(id)) ?? null;
  }

  /** With the password hash, for checking credentials. */
  async findWithPassword(email: string): Promise<{ user: User; passwordHash: string } | null> {
    return (await this.users.findCredentials(email.toLowerCase())) ?? null;
  }

  async findByEmail(email: string): Promise<User | null> {
    return (await this.users.findByEmail(email.toLowerCase())) ?? null;
  }

  /**
   * A new account: a reader's from sign-up (unverified until the link of the verification mail is
   * opened), or one an admin adds with a role.
   */
  async create(dto: SignupDto, role: Role = 'client'): Promise<User> {
    const passwordHash = await this.work.hash(dto.password);
    try {
      return await this.transactions.run(async (sql) => {
        const user = await this.users.insert(
          { firstName: dto.firstName, lastName: dto.lastName, email: dto.email, passwordHash, role },
          sql,
        );
        await this.publish('user.created', user.id, sql);
        return user;
      });
    } catch (err) {
      if ((err as { code?: string }).code === '23505') {
        throw new ConflictException('An account with this email already exists');
      }
      throw err;
    }
  }

  async updateProfile(id: string, dto: UpdateProfileDto): Promise<User> {
    const { email: _ignored, ...changes } = dto;
    if (changes.profileImageUrl) changes.profileImageUrl = this.ownMediaPath(changes.profileImageUrl);
    await this.transactions.run(async (sql) => {
      await this.users.update(id, changes, sql);
      await this.publish('user.updated', id, sql);
    });
    return this.mustFind(id);
  }

  /** Hiding a user ends all their sessions at once. An admin cannot hide their own account. */
  async setHidden(id: string, hidden: boolean, actingUserId: string): Promise<User> {
    if (hidden && id === actingUserId) throw new BadRequestException('You cannot hide your own account');
    const user = await this.mustFind(id);
    await this.transactions.run(async (sql) => {
      await this.users.update(user.id, { hidden }, sql);
      await this.publish(hidden ? 'user.hidden' : 'user.updated', user.id, sql);
      await this.audit(actingUserId, hidden ? 'user.hidden' : 'user.shown', user, sql);
    });
    if (hidden) await this.sessions.destroyAllForUser(user.id);
    return this.mustFind(id);
  }

  /**
   * Changes a user's role; it holds from their next request on (SessionStore.setRole). The last
   * admin who can sign in stays an admin.
   */
  async setRole(id: string, role: Role, actingUserId: string): Promise<User> {
    const user = await this.mustFind(id);
    await this.transactions.run(async (sql) => {
      if (user.role === 'admin' && role !== 'admin') {
        const admins = await this.users.lockAdmins(sql);
        if (admins.length <= 1 && admins.includes(id)) throw new ConflictException(LAST_ADMIN);
      }
      await this.users.update(id, { role }, sql);
      await this.publish('user.updated', id, sql);
      await this.audit(actingUserId, 'user.role_changed', user, sql, { from: user.role, to: role });
    });
    await this.sessions.setRole(id, role);
    return this.mustFind(id);
  }

  async list(query: ListUsersQuery): Promise<Page<PublicUser>> {
    const { users, total } = await this.users.list({
      pattern: query.search ? containsPattern(query.search) : undefined,
      role: query.role && query.role !== 'all' ? query.role : undefined,
      limit: query.limit ?? 100,
      offset: query.offset ?? 0,
    });
    return { items: users.map(mapUser), total, nextCursor: null };
  }

  /**
   * A profile photo is one of the portal's own uploads: `/media/...`, or the same path
   * under PUBLIC_URL (stored as the path). Anything else could be a tracking pixel.
   */
  private ownMediaPath(url: string): string {
    let parsed: URL;
    try {
      parsed = new URL(url, this.config.PUBLIC_URL);
    } catch {
      throw new BadRequestException(FOREIGN_PHOTO);
    }
    const own = new URL(this.config.PUBLIC_URL).origin;
    if (parsed.origin !== own || !/^\/media\/[A-Za-z0-9][A-Za-z0-9._/-]*$/.test(parsed.pathname)) {
      throw new BadRequestException(FOREIGN_PHOTO);
    }
    if (parsed.pathname.includes('..') || parsed.search || parsed.hash) throw new BadRequestException(FOREIGN_PHOTO);
    return parsed.pathname;
  }

  /** Marks the address verified (idempotent). */
  async markVerified(id: string): Promise<void> {
    await this.users.markVerified(id);
    await this.sessions.markVerified(id);
  }

  private async mustFind(id: string): Promise<User> {
    const user = await this.findById(id);
    if (!user) throw new NotFoundException('User not found');
    return user;
  }

  /** A line of the audit log (stored by the content service), in the transaction of the change. */
  private audit(actorId: string, action: string, user: User, sql: Sql, details: Record<string, unknown> = {}) {
    return this.events.publishAudit(
      {
        actorId,
        action,
        targetType: 'user',
        targetId: user.id,
        targetTitle: `${user.firstName} ${user.lastName}`,
        details,
      },
      sql,
    );
  }

  /** The user as the transaction `sql` sees it, into the outbox of that transaction. */
  private async publish(type: UserEventType, id: string, sql: Sql): Promise<void> {
    const user = await this.users.findById(id, sql);
    if (!user) throw new NotFoundException('User not found');
    await this.events.publishUser(
      type,
      {
        id: user.id,
        email: user.email,
        firstName: user.firstName,
        lastName: user.lastName,
        profileImageUrl: user.profileImageUrl,
        bio: user.bio,
        role: user.role,
        hidden: user.hidden,
      },
      sql,
    );
  }
}
