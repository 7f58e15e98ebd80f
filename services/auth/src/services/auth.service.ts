import { BadRequestException, ForbiddenException, Inject, Injectable, UnauthorizedException } from '@nestjs/common';
import { DelayRule, LimitRule, RateLimits, SessionStore, Transactions } from '@portal/shared';
import { createHash, randomBytes } from 'node:crypto';
import type { AuthConfig } from '../config';
import { LinkTokensRepository, TokenPurpose } from '../repositories/link-tokens.repository';
import { User, UsersRepository } from '../repositories/users.repository';
import { AUTH_CONFIG } from '../tokens';
import { MailQueue } from './mail-queue.service';
import { PasswordWork } from './password-work';
import { UsersService } from './users.service';

export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
export const VERIFY_TOKEN_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * Abuse limits (docs/security.md). Keys never let a stranger lock an owner out:
 * failed logins count per e-mail *and* address (growing delays, no hard lock) and
 * per address across accounts; reset requests per e-mail and address.
 */
export const LIMITS = {
  loginPerIp: {
    name: 'login-ip',
    points: 50,
    durationSeconds: 15 * 60,
    message: 'Too many failed login attempts from your network',
  },
  /**
   * Distributed guessing: failures for one e-mail from addresses it never signed in
   * from, across addresses. The owner's known addresses are not counted or refused.
   */
  loginPerEmail: {
    name: 'login-email',
    points: 20,
    durationSeconds: 60 * 60,
    message: 'Too many failed login attempts for this account from new networks',
  },
  forgotPerEmailIp: {
    name: 'forgot-email-ip',
    points: 5,
    durationSeconds: 60 * 60,
    message: 'Too many password reset requests for this email',
  },
  forgotPerIp: {
    name: 'forgot-ip',
    points: 20,
    durationSeconds: 60 * 60,
    message: 'Too many password reset requests from your network',
  },
  resetPerIp: {
    name: 'reset-ip',
    points: 20,
    durationSeconds: 60 * 60,
    message: 'Too many password reset attempts from your network',
  },
  resetGlobal: {
    name: 'reset-all',
    points: 1000,
    durationSeconds: 60 * 60,
    message: 'Too many password reset attempts right now',
  },
  signupPerIp: {
    name: 'signup-ip',
    points: 10,
    durationSeconds: 60 * 60,
    message: 'Too many sign-ups from your network',
  },
  signupGlobal: {
    name: 'signup-all',
    points: 1000,
    durationSeconds: 60 * 60,
    message: 'Too many sign-ups right now',
  },
  verifyMailPerUser: {
    name: 'verify-mail-user',
    points: 3,
    durationSeconds: 60 * 60,
    message: 'Too many verification emails',
  },
  verifyPerIp: {
    name: 'verify-ip',
    points: 30,
    durationSeconds: 60 * 60,
    message: 'Too many verification attempts from your network',
  },
} satisfies Record<string, LimitRule>;

/** Failed logins of one e-mail from one address: 5 free, then 15 s, 30 s, 60 s ... up to 15 minutes apart. */
export const LOGIN_DELAY: DelayRule = {
  name: 'login-email-ip',
  free: 5,
  windowSeconds: 15 * 60,
  firstDelaySeconds: 15,
  maxDelaySeconds: 15 * 60,
  message: 'Too many failed login attempts for this account',
};

/** Addresses an account signed in from (or reset its password from) in the last 90 days. */
export const KNOWN_ADDRESSES = { name: 'login-address', ttlSeconds: 90 * 24 * 60 * 60 };

export const INVALID_CREDENTIALS = 'Invalid email or password';
export const HIDDEN_ACCOUNT = 'This account has been suspended. Please contact the editors.';
export const INVALID_RESET_TOKEN = 'Invalid reset token.';
export const INVALID_VERIFY_TOKEN = 'Invalid verification link.';
export const ALREADY_VERIFIED = 'Your email address is already verified.';
export const WRONG_CURRENT_PASSWORD = 'Current password is incorrect';

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

@Injectable()
export class AuthService {
  /** A hash to verify against when the e-mail is unknown, so timing does not reveal accounts. */
  private dummyHash?: Promise<string>;

  constructor(
    private readonly work: PasswordWork,
    private readonly users: UsersService,
    private readonly limits: RateLimits,
    private readonly sessions: SessionStore,
    private readonly mail: MailQueue,
    private readonly links: LinkTokensRepository,
    private readonly userRows: UsersRepository,
    private readonly transactions: Transactions,
    @Inject(AUTH_CONFIG) private readonly config: AuthConfig,
  ) {}

  /**
   * Checks credentials under the brute-force limits (used by the passport-local
   * strategy). The attempt is counted before the password is checked, so a parallel
   * burst cannot slip past the limit; a right password gives it back.
   */
  async validateCredentials(email: string, password: string, ip: string): Promise<User> {
    const normalized = email.trim().toLowerCase();
    const pair = `${normalized}|${ip}`;
    const known = await this.limits.remembers(KNOWN_ADDRESSES.name, normalized, ip);
    await this.limits.attempt(LOGIN_DELAY, pair);
    await this.limits.consume(LIMITS.loginPerIp, ip);
    if (!known) await this.limits.consume(LIMITS.loginPerEmail, normalized);
    const credentials = await this.users.findWithPassword(normalized);
    this.dummyHash ??= this.work.hash(randomBytes(16).toString('hex'));
    const ok = await this.work.verify(credentials?.passwordHash ?? (await this.dummyHash), password);
    if (!credentials || !ok) throw new UnauthorizedException(INVALID_CREDENTIALS);
    const { user } = credentials;
    await this.limits.refund(LIMITS.loginPerIp, ip);
    if (!known) await this.limits.refund(LIMITS.loginPerEmail, normalized);
    await this.limits.clear(LOGIN_DELAY, pair);
    await this.limits.remember(KNOWN_ADDRESSES.name, normalized, ip, KNOWN_ADDRESSES.ttlSeconds);
    if (user.hidden) throw new ForbiddenException(HIDDEN_ACCOUNT);
    return user;
  }

  /**
   * Signs up under the limits, counted before any hashing. The address's own limit comes
   * first, so its refused attempts never reach the global counter; the global counter
   * keeps only the sign-ups that made an account (its point is given back otherwise), so
   * one address cannot spend everyone's allowance.
   */
  async signup<T>(ip: string, create: () => Promise<T>): Promise<T> {
    await this.limits.consume(LIMITS.signupPerIp, ip);
    await this.limits.consume(LIMITS.signupGlobal, 'all');
    try {
      return await create();
    } catch (err) {
      await this.limits.refund(LIMITS.signupGlobal, 'all');
      throw err;
    }
  }

  /**
   * Queues a reset mail when the account exists; the caller answers the same either
   * way, so the endpoint does not reveal which e-mails have accounts.
   */
  async requestReset(email: string, ip: string): Promise<void> {
    await this.limits.consume(LIMITS.forgotPerIp, ip);
    await this.limits.consume(LIMITS.forgotPerEmailIp, `${email}|${ip}`);
    const user = await this.users.findByEmail(email);
    if (!user || user.hidden) return;
    const resetUrl = await this.newLink(user.id, 'reset', '/reset-password', RESET_TOKEN_TTL_MS);
    await this.mail.passwordReset({ to: user.email, firstName: user.firstName, resetUrl });
  }

  /** Stores the hash of a fresh token and answers the link (PUBLIC_URL + path?token=...). */
  private async newLink(userId: string, purpose: TokenPurpose, path: string, ttlMs: number): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    await this.links.insert({ userId, purpose, tokenHash: sha256(token), expiresAt: new Date(Date.now() + ttlMs) });
    const url = new URL(path, this.config.PUBLIC_URL);
    url.searchParams.set('token', token);
    return url.toString();
  }

  /** Claims a token once (the same statement finds it and marks it used, so it works once under races). */
  private claim(token: string, purpose: TokenPurpose): Promise<string | undefined> {
    return this.links.claim(sha256(token), purpose);
  }

  /** Sends (again) the verification mail of an unverified account. */
  async sendVerification(user: User, counted = true): Promise<void> {
    if (user.emailVerifiedAt) throw new BadRequestException(ALREADY_VERIFIED);
    if (counted) await this.limits.consume(LIMITS.verifyMailPerUser, user.id);
    const verifyUrl = await this.newLink(user.id, 'verify', '/verify-email', VERIFY_TOKEN_TTL_MS);
    await this.mail.verifyEmail({ to: user.email, firstName: user.firstName, verifyUrl });
  }

  /** Opens a verification link: the address is verified and every session of the user learns it. */
  async verifyEmail(token: string, ip: string): Promise<void> {
    await this.limits.consume(LIMITS.verifyPerIp, ip);
    const userId = await this.claim(token, 'verify');
    if (!userId) throw new BadRequestException(INVALID_VERIFY_TOKEN);
    await this.users.markVerified(userId);
  }

  /**
   * A signed-in user's new password, given the current one. The current password is checked
   * under the same limits as a login (a stolen session cannot guess it faster than a
   * stranger); afterwards every session of the user ends and open reset links stop working.
   */
  async changePassword(userId: string, currentPassword: string, password: string, ip: string): Promise<User> {
    const user = await this.users.findById(userId);
    if (!user) throw new UnauthorizedException('Unauthorized');
    try {
      await this.validateCredentials(user.email, currentPassword, ip);
    } catch (err) {
      // 400, not 401: the session is fine, only the password given is wrong.
      if (err instanceof UnauthorizedException) throw new BadRequestException(WRONG_CURRENT_PASSWORD);
      throw err;
    }
    const passwordHash = await this.work.hash(password);
    await this.transactions.run(async (sql) => {
      await this.userRows.update(userId, { passwordHash }, sql);
      await this.links.closeOpen(userId, 'reset', sql);
    });
    await this.sessions.destroyAllForUser(userId);
    return user;
  }

  /**
   * Sets the new password once per token and ends every session of the user. The
   * token is claimed before any hashing: a made-up token costs one indexed query.
   */
  async resetPassword(token: string, password: string, ip: string): Promise<void> {
    // The address's limit first; the global one counts only resets that hash a password
    // (a made-up token never touches it).
    await this.limits.consume(LIMITS.resetPerIp, ip);
    const userId = await this.claim(token, 'reset');
    if (!userId) throw new BadRequestException(INVALID_RESET_TOKEN);
    let passwordHash: string;
    try {
      await this.limits.consume(LIMITS.resetGlobal, 'all');
    } catch (err) {
      await this.links.release(sha256(token));
      throw err;
    }
    try {
      passwordHash = await this.work.hash(password);
    } catch (err) {
      // Busy (503): the link stays usable for another try, and the reset was not done.
      await this.links.release(sha256(token));
      await this.limits.refund(LIMITS.resetGlobal, 'all');
      throw err;
    }
    await this.transactions.run(async (sql) => {
      await this.userRows.update(userId, { passwordHash }, sql);
      // Other outstanding links of the user stop working too.
      await this.links.closeOpen(userId, 'reset', sql);
    });
    await this.sessions.destroyAllForUser(userId);
    // The link came through the mailbox: that proves the address as well.
    await this.users.markVerified(userId);
  }
}
