import { Injectable } from '@nestjs/common';
import type { Role, Sql } from '@portal/shared';
import { DataSource } from 'typeorm';

export type UserRole = Role;

/** An account, without its password hash. E-mails are stored lower-cased. */
export interface User {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  username: string | null;
  phoneNumber: string | null;
  location: string | null;
  profileImageUrl: string | null;
  /** A few words about the author, shown on their page (issue 22). */
  bio: string | null;
  role: UserRole;
  hidden: boolean;
  /** null until the owner opened the verification link (admins and admin-made accounts: set at once). */
  emailVerifiedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

export interface NewUser {
  /** Given for the demo authors (fixed ids); generated otherwise. */
  id?: string;
  email: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
  role?: UserRole;
  emailVerifiedAt?: Date | null;
}

/** What an update may change (the e-mail never changes). */
export type UserChanges = Partial<
  Pick<
    User,
    | 'firstName'
    | 'lastName'
    | 'username'
    | 'phoneNumber'
    | 'location'
    | 'bio'
    | 'profileImageUrl'
    | 'role'
    | 'hidden'
    | 'emailVerifiedAt'
  >
> & { passwordHash?: string };

export interface UserListQuery {
  /** A LIKE pattern on the e-mail and the full name (see containsPattern). */
  pattern?: string;
  role?: UserRole;
  limit: number;
  offset: number;
}

interface UserRow {
  id: string;
  email: string;
  first_name: string;
  last_name: string;
  username: string | null;
  phone_number: string | null;
  location: string | null;
  profile_image_url: string | null;
  bio: string | null;
  role: UserRole;
  hidden: boolean;
  email_verified_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

const USER_COLUMNS = `id, email, first_name, last_name, username, phone_number, location, profile_image_url, bio, role,
  hidden, email_verified_at, created_at, updated_at`;

/** Changeable fields and their columns. */
const COLUMN: Record<keyof UserChanges, string> = {
  firstName: 'first_name',
  lastName: 'last_name',
  username: 'username',
  phoneNumber: 'phone_number',
  location: 'location',
  bio: 'bio',
  profileImageUrl: 'profile_image_url',
  role: 'role',
  hidden: 'hidden',
  emailVerifiedAt: 'email_verified_at',
  passwordHash: 'password_hash',
};

function toUser(row: UserRow): User {
  return {
    id: row.id,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    username: row.username,
    phoneNumber: row.phone_number,
    location: row.location,
    profileImageUrl: row.profile_image_url,
    bio: row.bio,
    role: row.role,
    hidden: row.hidden,
    emailVerifiedAt: row.email_verified_at,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** The users table. */
@Injectable()
export class UsersRepository {
  constructor(private readonly db: DataSource) {}

  async findById(id: string, sql: Sql = this.db): Promise<User | undefined> {
    const [row] = await sql.query<UserRow[]>(`SELECT ${USER_COLUMNS} FROM users WHERE id = $1`, [id]);
    return row ? toUser(row) : undefined;
  }

  async findByEmail(email: string): Promise<User | undefined> {
    const [row] = await this.db.query<UserRow[]>(`SELECT ${USER_COLUMNS} FROM users WHERE email = $1`, [email]);
    return row ? toUser(row) : undefined;
  }

  /** With the password hash, for checking credentials only. */
  async findCredentials(email: string): Promise<{ user: User; passwordHash: string } | undefined> {
    const [row] = await this.db.query<(UserRow & { password_hash: string })[]>(
      `SELECT ${USER_COLUMNS}, password_hash FROM users WHERE email = $1`,
      [email],
    );
    return row ? { user: toUser(row), passwordHash: row.password_hash } : undefined;
  }

  /** Throws Postgres' 23505 when the e-mail is taken. */
  async insert(user: NewUser, sql: Sql = this.db): Promise<User> {
    const [row] = await sql.query<UserRow[]>(
      `INSERT INTO users (id, email, password_hash, first_name, last_name, role, email_verified_at)
       VALUES (COALESCE($1::uuid, gen_random_uuid()), $2, $3, $4, $5, $6, $7)
       RETURNING ${USER_COLUMNS}`,
      [
        user.id ?? null,
        user.email,
        user.passwordHash,
        user.firstName,
        user.lastName,
        user.role ?? 'client',
        user.emailVerifiedAt ?? null,
      ],
    );
    return toUser(row);
  }

  /** Changes the given fields (undefined ones stay) and dates the change. */
  async update(id: string, changes: UserChanges, sql: Sql = this.db): Promise<void> {
    const sets: string[] = [];
    const params: unknown[] = [id];
    for (const [field, value] of Object.entries(changes)) {
      const column = COLUMN[field as keyof UserChanges];
      if (value === undefined || !column) continue;
      params.push(value);
      sets.push(`${column} = $${params.length}`);
    }
    if (!sets.length) return;
    await sql.query(`UPDATE users SET ${sets.join(', ')}, updated_at = now() WHERE id = $1`, params);
  }

  /**
   * The admins who can sign in, locked until the transaction ends: two admins demoting each other
   * at once are serialized here, so the second sees one admin left.
   */
  async lockAdmins(sql: Sql): Promise<string[]> {
    const rows = await sql.query<{ id: string }[]>(
      `SELECT id FROM users WHERE role = 'admin' AND NOT hidden ORDER BY id FOR UPDATE`,
    );
    return rows.map((row) => row.id);
  }

  /** Dates the verification once (later calls change nothing). */
  async markVerified(id: string): Promise<void> {
    await this.db.query(
      `UPDATE users SET email_verified_at = now(), updated_at = now() WHERE id = $1 AND email_verified_at IS NULL`,
      [id],
    );
  }

  /** Newest first. */
  async list(query: UserListQuery): Promise<{ users: User[]; total: number }> {
    const where: string[] = [];
    const params: unknown[] = [];
    if (query.pattern) {
      params.push(query.pattern);
      where.push(`(email ILIKE $${params.length} OR (first_name || ' ' || last_name) ILIKE $${params.length})`);
    }
    if (query.role) {
      params.push(query.role);
      where.push(`role = $${params.length}`);
    }
    const filter = where.length ? `WHERE ${where.join(' AND ')}` : '';
    const n = params.length;
    const [rows, [{ total }]] = await Promise.all([
      this.db.query<UserRow[]>(
        `SELECT ${USER_COLUMNS} FROM users ${filter} ORDER BY created_at DESC, id DESC LIMIT $${n + 1} OFFSET $${n + 2}`,
        [...params, query.limit, query.offset],
      ),
      this.db.query<{ total: number }[]>(`SELECT count(*)::int AS total FROM users ${filter}`, params),
    ]);
    return { users: rows.map(toUser), total };
  }
}
