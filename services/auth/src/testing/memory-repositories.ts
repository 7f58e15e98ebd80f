import { randomUUID } from 'node:crypto';
import type { Sql } from '@portal/shared';
import type { LinkTokensRepository, TokenPurpose } from '../repositories/link-tokens.repository';
import type { NewUser, User, UserChanges, UserListQuery, UsersRepository } from '../repositories/users.repository';

type Public<T> = { [K in keyof T]: T[K] };

/** The users table in memory, for unit tests of the auth rules. */
export class MemoryUsersRepository implements Public<UsersRepository> {
  readonly rows = new Map<string, User & { passwordHash: string }>();
  private clock = Date.UTC(2026, 0, 1);

  private strip(row: (User & { passwordHash: string }) | undefined): User | undefined {
    if (!row) return undefined;
    const { passwordHash: _hash, ...user } = row;
    return { ...user };
  }

  async lockAdmins() {
    return [...this.rows.values()].filter((u) => u.role === 'admin' && !u.hidden).map((u) => u.id);
  }

  async findById(id: string) {
    return this.strip(this.rows.get(id));
  }

  async findByEmail(email: string) {
    return this.strip([...this.rows.values()].find((u) => u.email === email));
  }

  async findCredentials(email: string) {
    const row = [...this.rows.values()].find((u) => u.email === email);
    return row && { user: this.strip(row)!, passwordHash: row.passwordHash };
  }

  async insert(user: NewUser): Promise<User> {
    if ([...this.rows.values()].some((u) => u.email === user.email)) {
      throw Object.assign(new Error('duplicate key value violates unique constraint'), { code: '23505' });
    }
    this.clock += 1000;
    const row = {
      id: user.id ?? randomUUID(),
      email: user.email,
      passwordHash: user.passwordHash,
      firstName: user.firstName,
      lastName: user.lastName,
      username: null,
      phoneNumber: null,
      location: null,
      bio: null,
      profileImageUrl: null,
      role: user.role ?? 'client',
      hidden: false,
      emailVerifiedAt: user.emailVerifiedAt ?? null,
      createdAt: new Date(this.clock),
      updatedAt: new Date(this.clock),
    };
    this.rows.set(row.id, row);
    return this.strip(row)!;
  }

  async update(id: string, changes: UserChanges, _sql?: Sql): Promise<void> {
    const row = this.rows.get(id);
    if (!row) return;
    for (const [field, value] of Object.entries(changes))
      if (value !== undefined) Object.assign(row, { [field]: value });
  }

  async markVerified(id: string): Promise<void> {
    const row = this.rows.get(id);
    if (row && !row.emailVerifiedAt) row.emailVerifiedAt = new Date();
  }

  async list(query: UserListQuery) {
    const needle = query.pattern?.slice(1, -1).replace(/\\(.)/g, '$1').toLowerCase();
    const users = [...this.rows.values()]
      .filter((u) => !query.role || u.role === query.role)
      .filter((u) => !needle || `${u.email}|${u.firstName} ${u.lastName}`.toLowerCase().includes(needle))
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
    return {
      users: users.slice(query.offset, query.offset + query.limit).map((u) => this.strip(u)!),
      total: users.length,
    };
  }
}

interface Link {
  userId: string;
  purpose: TokenPurpose;
  tokenHash: string;
  expiresAt: Date;
  usedAt: Date | null;
}

/** Reset and verification links in memory. */
export class MemoryLinkTokensRepository implements Public<LinkTokensRepository> {
  readonly links: Link[] = [];

  async insert(link: { userId: string; purpose: TokenPurpose; tokenHash: string; expiresAt: Date }) {
    this.links.push({ ...link, usedAt: null });
  }

  async claim(tokenHash: string, purpose: TokenPurpose) {
    const link = this.links.find(
      (l) => l.tokenHash === tokenHash && l.purpose === purpose && !l.usedAt && l.expiresAt.getTime() > Date.now(),
    );
    if (!link) return undefined;
    link.usedAt = new Date();
    return link.userId;
  }

  async release(tokenHash: string) {
    for (const link of this.links) if (link.tokenHash === tokenHash) link.usedAt = null;
  }

  async closeOpen(userId: string, purpose: TokenPurpose, _sql?: Sql) {
    for (const link of this.links)
      if (link.userId === userId && link.purpose === purpose && !link.usedAt) link.usedAt = new Date();
  }
}
