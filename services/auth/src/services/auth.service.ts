import { BadRequestException, ForbiddenException, Inject, Injectable, UnauthorizedException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { LimitRule, RateLimits, SessionStore } from '@portal/shared';
import { verify } from 'argon2';
import { createHash, randomBytes } from 'node:crypto';
import { DataSource, IsNull, MoreThan, Repository } from 'typeorm';
import type { AuthConfig } from '../config';
import { PasswordReset } from '../entities/password-reset.entity';
import { User } from '../entities/user.entity';
import { AUTH_CONFIG } from '../tokens';
import { MailQueue } from './mail-queue.service';
import { hashPassword, UsersService } from './users.service';

export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

/** Brute-force limits (Ghost-like): failures per e-mail and per address, resets per e-mail. */
export const LIMITS = {
  loginPerEmail: {
    name: 'login-email',
    points: 10,
    durationSeconds: 15 * 60,
    message: 'Too many failed login attempts for this account',
  },
  loginPerIp: {
    name: 'login-ip',
    points: 50,
    durationSeconds: 15 * 60,
    message: 'Too many failed login attempts from your network',
  },
  forgotPerEmail: {
    name: 'forgot-email',
    points: 5,
    durationSeconds: 60 * 60,
    message: 'Too many password reset requests for this email',
  },
  forgotPerIp: {
    name: 'forgot-ip',
    points: 50,
    durationSeconds: 60 * 60,
    message: 'Too many password reset requests from your network',
  },
} satisfies Record<string, LimitRule>;

export const INVALID_CREDENTIALS = 'Invalid email or password';
export const HIDDEN_ACCOUNT = 'This account has been suspended. Please contact the editors.';
export const INVALID_RESET_TOKEN = 'Invalid reset token.';

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

@Injectable()
export class AuthService {
  /** A hash to verify against when the e-mail is unknown, so timing does not reveal accounts. */
  private readonly dummyHash = hashPassword(randomBytes(16).toString('hex'));

  constructor(
    private readonly users: UsersService,
    private readonly limits: RateLimits,
    private readonly sessions: SessionStore,
    private readonly mail: MailQueue,
    private readonly dataSource: DataSource,
    @InjectRepository(PasswordReset) private readonly resets: Repository<PasswordReset>,
    @Inject(AUTH_CONFIG) private readonly config: AuthConfig,
  ) {}

  /** Checks credentials under the brute-force limits (used by the passport-local strategy). */
  async validateCredentials(email: string, password: string, ip: string): Promise<User> {
    const normalized = email.trim().toLowerCase();
    await this.limits.check(LIMITS.loginPerEmail, normalized);
    await this.limits.check(LIMITS.loginPerIp, ip);
    const user = await this.users.findWithPassword(normalized);
    const ok = await verify(user?.passwordHash ?? (await this.dummyHash), password).catch(() => false);
    if (!user || !ok) {
      await this.limits.consume(LIMITS.loginPerEmail, normalized);
      await this.limits.consume(LIMITS.loginPerIp, ip);
      throw new UnauthorizedException(INVALID_CREDENTIALS);
    }
    if (user.hidden) throw new ForbiddenException(HIDDEN_ACCOUNT);
    await this.limits.reset(LIMITS.loginPerEmail, normalized);
    return user;
  }

  /**
   * Queues a reset mail when the account exists; the caller answers the same either
   * way, so the endpoint does not reveal which e-mails have accounts.
   */
  async requestReset(email: string, ip: string): Promise<void> {
    await this.limits.consume(LIMITS.forgotPerEmail, email);
    await this.limits.consume(LIMITS.forgotPerIp, ip);
    const user = await this.users.findByEmail(email);
    if (!user || user.hidden) return;
    const token = randomBytes(32).toString('base64url');
    await this.resets.save(
      this.resets.create({
        userId: user.id,
        tokenHash: sha256(token),
        expiresAt: new Date(Date.now() + RESET_TOKEN_TTL_MS),
      }),
    );
    const resetUrl = new URL('/reset-password', this.config.PUBLIC_URL);
    resetUrl.searchParams.set('token', token);
    await this.mail.passwordReset({ to: user.email, firstName: user.firstName, resetUrl: resetUrl.toString() });
  }

  /** Sets the new password once per token and ends every session of the user. */
  async resetPassword(token: string, password: string): Promise<void> {
    const passwordHash = await hashPassword(password);
    const userId = await this.dataSource.transaction(async (manager) => {
      // Marking the token used in the same statement that finds it makes it single-use under races.
      const claimed = await manager
        .createQueryBuilder()
        .update(PasswordReset)
        .set({ usedAt: () => 'now()' })
        .where({ tokenHash: sha256(token), usedAt: IsNull(), expiresAt: MoreThan(new Date()) })
        .returning(['userId'])
        .execute();
      const row = claimed.raw[0] as { user_id?: string } | undefined;
      if (!row?.user_id) throw new BadRequestException(INVALID_RESET_TOKEN);
      await manager.update(User, row.user_id, { passwordHash });
      // Other outstanding links of the user stop working too.
      await manager.update(PasswordReset, { userId: row.user_id, usedAt: IsNull() }, { usedAt: new Date() });
      return row.user_id;
    });
    await this.sessions.destroyAllForUser(userId);
  }
}
