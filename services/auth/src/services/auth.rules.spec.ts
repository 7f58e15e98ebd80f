import 'reflect-metadata';
import { BadRequestException, ConflictException, ForbiddenException, UnauthorizedException } from '@nestjs/common';
import type { EventPublisher, RateLimits, SessionStore, Sql, Transactions } from '@portal/shared';
import { TooManyRequestsException } from '@portal/shared';
import { MemoryEvents, MemoryRateLimits } from '@portal/shared/testing';
import { createHash } from 'node:crypto';
import type { AuthConfig } from '../config';
import type { LinkTokensRepository } from '../repositories/link-tokens.repository';
import type { UsersRepository } from '../repositories/users.repository';
import { MemoryLinkTokensRepository, MemoryUsersRepository } from '../testing/memory-repositories';
import { AuthService, INVALID_CREDENTIALS, INVALID_RESET_TOKEN } from './auth.service';
import type { MailQueue } from './mail-queue.service';
import type { PasswordWork } from './password-work';
import { FOREIGN_PHOTO, UsersService } from './users.service';

// The auth rules, with the users and link tables in memory and no Redis or argon2.

const config = { PUBLIC_URL: 'http://portal.test' } as AuthConfig;
const work = {
  hash: async (password: string) => `hashed:${password}`,
  verify: async (hash: string, password: string) => hash === `hashed:${password}`,
} as unknown as PasswordWork;

let users: MemoryUsersRepository;
let links: MemoryLinkTokensRepository;
let limits: MemoryRateLimits;
let events: MemoryEvents;
let ended: string[];
let mails: { kind: string; to: string; url: string }[];
let usersService: UsersService;
let auth: AuthService;

beforeEach(() => {
  users = new MemoryUsersRepository();
  links = new MemoryLinkTokensRepository();
  limits = new MemoryRateLimits();
  events = new MemoryEvents();
  ended = [];
  mails = [];
  const sessions = {
    destroyAllForUser: async (id: string) => ended.push(id),
    markVerified: async () => undefined,
  } as unknown as SessionStore;
  const mail = {
    passwordReset: async (m: { to: string; resetUrl: string }) =>
      mails.push({ kind: 'reset', to: m.to, url: m.resetUrl }),
    verifyEmail: async (m: { to: string; verifyUrl: string }) =>
      mails.push({ kind: 'verify', to: m.to, url: m.verifyUrl }),
  } as unknown as MailQueue;
  const transactions = { run: <T>(work: (sql: Sql) => Promise<T>) => work({} as Sql) } as Transactions;
  const userRows = users as unknown as UsersRepository;
  usersService = new UsersService(userRows, events as unknown as EventPublisher, sessions, work, config, transactions);
  auth = new AuthService(
    work,
    usersService,
    limits as unknown as RateLimits,
    sessions,
    mail,
    links as unknown as LinkTokensRepository,
    userRows,
    transactions,
    config,
  );
});

const signUp = (email = 'reader@example.com', password = 'secret1') =>
  usersService.create({ firstName: 'राम', lastName: 'शर्मा', email, password });
const tokenOf = (url: string) => new URL(url).searchParams.get('token')!;

describe('credentials', () => {
  it('answers the same 401 for an unknown e-mail and a wrong password', async () => {
    await signUp();
    await expect(auth.validateCredentials('nobody@example.com', 'secret1', '192.0.2.1')).rejects.toThrow(
      INVALID_CREDENTIALS,
    );
    await expect(auth.validateCredentials('reader@example.com', 'wrong!', '192.0.2.1')).rejects.toThrow(
      UnauthorizedException,
    );
  });

  it('takes the e-mail in any case, and gives a right password its attempt back', async () => {
    await signUp();
    for (let i = 0; i < 5; i++) await auth.validateCredentials(' Reader@Example.com ', 'secret1', '192.0.2.1');
    expect(limits.counts.get('login-ip|192.0.2.1')).toBe(0);
  });

  it('slows down repeated failures of one e-mail from one address', async () => {
    await signUp();
    for (let i = 0; i < 5; i++) {
      await expect(auth.validateCredentials('reader@example.com', 'bad', '192.0.2.9')).rejects.toThrow(
        UnauthorizedException,
      );
    }
    await expect(auth.validateCredentials('reader@example.com', 'secret1', '192.0.2.9')).rejects.toThrow(
      TooManyRequestsException,
    );
  });

  it('refuses a hidden account after a right password (403), not before', async () => {
    const user = await signUp();
    await users.update(user.id, { hidden: true });
    await expect(auth.validateCredentials('reader@example.com', 'bad', '192.0.2.1')).rejects.toThrow(
      UnauthorizedException,
    );
    await expect(auth.validateCredentials('reader@example.com', 'secret1', '192.0.2.1')).rejects.toThrow(
      ForbiddenException,
    );
  });
});

describe('reset links', () => {
  it('mails a link only to existing, visible accounts and keeps only the hash', async () => {
    const user = await signUp();
    await auth.requestReset('nobody@example.com', '192.0.2.1');
    expect(mails).toEqual([]);
    await auth.requestReset('reader@example.com', '192.0.2.1');
    expect(mails).toHaveLength(1);
    const token = tokenOf(mails[0].url);
    expect(links.links[0]).toMatchObject({ userId: user.id, purpose: 'reset' });
    expect(links.links[0].tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    await users.update(user.id, { hidden: true });
    await auth.requestReset('reader@example.com', '192.0.2.2');
    expect(mails).toHaveLength(1);
  });

  it('resets once, closes the other links, ends every session and verifies the address', async () => {
    const user = await signUp();
    await auth.requestReset('reader@example.com', '192.0.2.1');
    await auth.requestReset('reader@example.com', '192.0.2.1');
    const [first, second] = mails.map((m) => tokenOf(m.url));
    await auth.resetPassword(first, 'new-secret', '192.0.2.1');
    expect(ended).toEqual([user.id]);
    expect((await users.findById(user.id))!.emailVerifiedAt).not.toBeNull();
    await auth.validateCredentials('reader@example.com', 'new-secret', '192.0.2.1');
    await expect(auth.resetPassword(first, 'again-secret', '192.0.2.1')).rejects.toThrow(INVALID_RESET_TOKEN);
    await expect(auth.resetPassword(second, 'again-secret', '192.0.2.1')).rejects.toThrow(INVALID_RESET_TOKEN);
  });

  it('refuses an expired link and a verification link used as a reset link', async () => {
    const user = await signUp();
    await auth.sendVerification(user, false);
    await expect(auth.resetPassword(tokenOf(mails[0].url), 'new-secret', '192.0.2.1')).rejects.toThrow(
      BadRequestException,
    );
    await auth.requestReset('reader@example.com', '192.0.2.1');
    links.links.at(-1)!.expiresAt = new Date(Date.now() - 1);
    await expect(auth.resetPassword(tokenOf(mails[1].url), 'new-secret', '192.0.2.1')).rejects.toThrow(
      INVALID_RESET_TOKEN,
    );
  });
});

describe('UsersService', () => {
  it('refuses a second account for an e-mail (409)', async () => {
    await signUp();
    await expect(signUp()).rejects.toThrow(ConflictException);
  });

  it('keeps profile photos to the portal’s own uploads, stored as the path', async () => {
    const user = await signUp();
    await expect(
      usersService.updateProfile(user.id, { profileImageUrl: 'https://tracker.example/media/x.png' }),
    ).rejects.toThrow(FOREIGN_PHOTO);
    const updated = await usersService.updateProfile(user.id, {
      profileImageUrl: 'http://portal.test/media/avatars/a.png',
      location: null,
      bio: null,
    });
    expect(updated.profileImageUrl).toBe('/media/avatars/a.png');
    expect(events.published.at(-1)).toMatchObject({ type: 'user.updated' });
  });

  it('hides others but not oneself; hiding ends the sessions and says so in the event', async () => {
    const admin = await signUp('admin@example.com');
    const reader = await signUp();
    await expect(usersService.setHidden(admin.id, true, admin.id)).rejects.toThrow(BadRequestException);
    expect((await usersService.setHidden(reader.id, true, admin.id)).hidden).toBe(true);
    expect(ended).toEqual([reader.id]);
    expect(events.published.slice(-2)).toMatchObject([
      { type: 'user.hidden', snapshot: { id: reader.id, hidden: true } },
      { type: 'audit.recorded', snapshot: { action: 'user.hidden', actorId: admin.id, targetId: reader.id } },
    ]);
  });

  it('lists newest first, by role, searching names and e-mails literally', async () => {
    await signUp('a_b@example.com');
    await signUp('axb@example.com');
    const { items: found, total } = await usersService.list({ search: 'a_b' });
    expect(total).toBe(1);
    expect(found[0].email).toBe('a_b@example.com');
    expect((await usersService.list({ role: 'admin' })).total).toBe(0);
    expect((await usersService.list({ limit: 1 })).items[0].email).toBe('axb@example.com');
  });
});
