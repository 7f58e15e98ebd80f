import {
  BadRequestException,
  ConflictException,
  Inject,
  Injectable,
  Logger,
  NotFoundException,
  OnApplicationBootstrap,
} from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DEMO_AUTHORS, EventPublisher, SessionStore, UserEventType } from '@portal/shared';
import { randomBytes } from 'node:crypto';
import { IsNull, Repository } from 'typeorm';
import { AUTH_CONFIG } from '../tokens';
import type { AuthConfig } from '../config';
import { ListUsersQuery, SignupDto, UpdateProfileDto } from '../dtos/auth.dto';
import { User } from '../entities/user.entity';
import { PasswordWork } from './password-work';

/** The user object of the API (spec.md section 3); never the password hash. */
export interface PublicUser {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  username: string | null;
  phoneNumber: string | null;
  location: string | null;
  profileImageUrl: string | null;
  role: 'admin' | 'client';
  hidden: boolean;
  /** The owner opened the verification link (spec's fields plus this one, for the web app's banner). */
  emailVerified: boolean;
  createdAt: string;
}

export function toPublicUser(user: User): PublicUser {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    username: user.username,
    phoneNumber: user.phoneNumber,
    location: user.location,
    profileImageUrl: user.profileImageUrl,
    role: user.role,
    hidden: user.hidden,
    emailVerified: user.emailVerifiedAt !== null,
    createdAt: user.createdAt.toISOString(),
  };
}

export const FOREIGN_PHOTO = 'Profile photo must be an image uploaded to this portal';

@Injectable()
export class UsersService implements OnApplicationBootstrap {
  private readonly logger = new Logger(UsersService.name);

  constructor(
    @InjectRepository(User) private readonly users: Repository<User>,
    private readonly events: EventPublisher,
    private readonly sessions: SessionStore,
    private readonly work: PasswordWork,
    @Inject(AUTH_CONFIG) private readonly config: AuthConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.ensureAdmin();
    if (this.config.SEED_DEMO) await this.ensureDemoAuthors();
  }

  /** The demo bylines exist, with a random password nobody knows (no default credentials). */
  private async ensureDemoAuthors(): Promise<void> {
    for (const author of Object.values(DEMO_AUTHORS)) {
      if (await this.users.existsBy({ id: author.id })) continue;
      const passwordHash = await this.work.hash(randomBytes(32).toString('base64url'));
      await this.users.insert({ ...author, passwordHash, emailVerifiedAt: new Date() });
      await this.publish('user.created', author.id);
    }
  }

  /** ADMIN_EMAIL and ADMIN_PASSWORD name an admin account that must exist and work. */
  private async ensureAdmin(): Promise<void> {
    const { ADMIN_EMAIL: email, ADMIN_PASSWORD: password } = this.config;
    if (!email || !password) return;
    const normalized = email.trim().toLowerCase();
    const existing = await this.users.findOneBy({ email: normalized });
    const passwordHash = await this.work.hash(password);
    if (existing) {
      await this.users.update(existing.id, {
        role: 'admin',
        hidden: false,
        passwordHash,
        emailVerifiedAt: existing.emailVerifiedAt ?? new Date(),
      });
      await this.publish('user.updated', existing.id);
    } else {
      const created = await this.users.save(
        this.users.create({
          email: normalized,
          passwordHash,
          firstName: 'Admin',
          lastName: 'Editor',
          role: 'admin',
          emailVerifiedAt: new Date(),
        }),
      );
      await this.publish('user.created', created.id);
      this.logger.log(`Admin account ${normalized} created`);
    }
  }

  findById(id: string): Promise<User | null> {
    return this.users.findOneBy({ id });
  }

  /** With the password hash, for checking credentials. */
  findWithPassword(email: string): Promise<User | null> {
    return this.users
      .createQueryBuilder('u')
      .addSelect('u.passwordHash')
      .where('u.email = :email', { email: email.toLowerCase() })
      .getOne();
  }

  findByEmail(email: string): Promise<User | null> {
    return this.users.findOneBy({ email: email.toLowerCase() });
  }

  /** A new reader's account: unverified until the link of the verification mail is opened. */
  async create(dto: SignupDto): Promise<User> {
    const passwordHash = await this.work.hash(dto.password);
    try {
      const user = await this.users.save(
        this.users.create({ firstName: dto.firstName, lastName: dto.lastName, email: dto.email, passwordHash }),
      );
      await this.publish('user.created', user.id);
      return user;
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
    const patch = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
    if (Object.keys(patch).length) await this.users.update(id, patch);
    await this.publish('user.updated', id);
    return this.mustFind(id);
  }

  /** Hiding a user ends all their sessions at once. An admin cannot hide their own account. */
  async setHidden(id: string, hidden: boolean, actingUserId: string): Promise<User> {
    if (hidden && id === actingUserId) throw new BadRequestException('You cannot hide your own account');
    const user = await this.mustFind(id);
    await this.users.update(user.id, { hidden });
    if (hidden) await this.sessions.destroyAllForUser(user.id);
    await this.publish(hidden ? 'user.hidden' : 'user.updated', user.id);
    return this.mustFind(id);
  }

  async list(query: ListUsersQuery): Promise<{ users: User[]; total: number }> {
    const qb = this.users.createQueryBuilder('u').orderBy('u.createdAt', 'DESC').addOrderBy('u.id', 'DESC');
    if (query.search) {
      const pattern = `%${query.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      qb.andWhere(`(u.email ILIKE :p OR (u.firstName || ' ' || u.lastName) ILIKE :p)`, { p: pattern });
    }
    if (query.role && query.role !== 'all') qb.andWhere('u.role = :role', { role: query.role });
    const [users, total] = await qb
      .take(query.limit ?? 100)
      .skip(query.offset ?? 0)
      .getManyAndCount();
    return { users, total };
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
    await this.users.update({ id, emailVerifiedAt: IsNull() }, { emailVerifiedAt: new Date() });
    await this.sessions.markVerified(id);
  }

  private async mustFind(id: string): Promise<User> {
    const user = await this.findById(id);
    if (!user) throw new NotFoundException('User not found');
    return user;
  }

  private async publish(type: UserEventType, id: string): Promise<void> {
    const user = await this.mustFind(id);
    await this.events.publishUser(type, {
      id: user.id,
      email: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
      profileImageUrl: user.profileImageUrl,
      role: user.role,
      hidden: user.hidden,
    });
  }
}
