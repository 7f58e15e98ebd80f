import { Body, Controller, Get, HttpCode, Post, Put, Req, Res, UnauthorizedException, UseGuards } from '@nestjs/common';
import { ApiBody, ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse } from '@nestjs/swagger';
import { Can, clientAddress, CurrentSession, Public, Session, SessionStore } from '@portal/shared';
import type { Request, Response } from 'express';
import {
  ChangePasswordDto,
  ForgotPasswordDto,
  LoginDto,
  ResetPasswordDto,
  SignupDto,
  UpdateProfileDto,
  VerifyEmailDto,
} from '../dtos/auth.dto';
import type { User } from '../repositories/users.repository';
import { AuthService } from '../services/auth.service';
import { LocalLoginGuard } from '../strategies/local.strategy';
import { mapUser, MessageView, PublicUser } from '../dtos/auth.views';
import { UsersService } from '../services/users.service';

export const FORGOT_PASSWORD_ANSWER = 'If an account exists for this email, a reset link has been sent.';

@Can('account.self')
@Controller('api/auth')
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly users: UsersService,
    private readonly sessions: SessionStore,
  ) {}

  @Get('user')
  @ApiOkResponse({ type: PublicUser })
  async user(@CurrentSession() session: Session): Promise<PublicUser> {
    const user = await this.users.findById(session.userId);
    if (!user) throw new UnauthorizedException('Unauthorized');
    return mapUser(user);
  }

  /**
   * 204 while the request's session is alive, 401 otherwise (the guard), from Redis alone: the
   * gateway asks it before it lets an upload's body in (gateway/nginx.conf.template).
   */
  @Get('session')
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'The session is alive' })
  session(): void {}

  /** LocalLoginGuard validates the body, then passport-local checks the credentials. */
  @Public()
  @Post('login')
  @HttpCode(200)
  @UseGuards(LocalLoginGuard)
  @ApiBody({ type: LoginDto })
  @ApiOkResponse({ type: PublicUser })
  async login(@Req() req: Request & { user: User }, @Res({ passthrough: true }) res: Response): Promise<PublicUser> {
    await this.startSession(req, res, req.user);
    return mapUser(req.user);
  }

  @Public()
  @Post('signup')
  @ApiCreatedResponse({ type: PublicUser })
  async signup(
    @Body() dto: SignupDto,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<PublicUser> {
    const user = await this.auth.signup(clientAddress(req), () => this.users.create(dto));
    await this.auth.sendVerification(user, false);
    await this.startSession(req, res, user);
    return mapUser(user);
  }

  /** The link of the verification mail (the web app's /verify-email page posts its token). */
  @Public()
  @Post('verify-email')
  @HttpCode(200)
  @ApiOkResponse({ type: MessageView })
  async verifyEmail(@Body() dto: VerifyEmailDto, @Req() req: Request): Promise<MessageView> {
    await this.auth.verifyEmail(dto.token, clientAddress(req));
    return { message: 'Your email address is verified.' };
  }

  /** A new verification mail for the signed-in, unverified user (3 an hour). */
  @Post('resend-verification')
  @HttpCode(200)
  @ApiOkResponse({ type: MessageView })
  async resendVerification(@CurrentSession() session: Session): Promise<MessageView> {
    const user = await this.users.findById(session.userId);
    if (!user) throw new UnauthorizedException('Unauthorized');
    await this.auth.sendVerification(user);
    return { message: 'We sent you a new verification email.' };
  }

  @Public()
  @Post('forgot-password')
  @HttpCode(200)
  @ApiOkResponse({ type: MessageView })
  async forgotPassword(@Body() dto: ForgotPasswordDto, @Req() req: Request): Promise<MessageView> {
    await this.auth.requestReset(dto.email, clientAddress(req));
    return { message: FORGOT_PASSWORD_ANSWER };
  }

  @Public()
  @Post('reset-password')
  @HttpCode(200)
  @ApiOkResponse({ type: MessageView })
  async resetPassword(@Body() dto: ResetPasswordDto, @Req() req: Request): Promise<MessageView> {
    await this.auth.resetPassword(dto.token, dto.password, clientAddress(req));
    return { message: 'Password reset successful' };
  }

  /** Ends the session if there is one; answers 200 either way. */
  @Public()
  @Post('logout')
  @HttpCode(200)
  @ApiOkResponse({ type: MessageView })
  async logout(
    @CurrentSession() session: Session | undefined,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<MessageView> {
    if (session) await this.sessions.destroy(session);
    this.sessions.clearCookie(req, res);
    return { message: 'Logged out' };
  }

  /** Ends every session of the signed-in user, this one included. */
  @Post('logout-all')
  @HttpCode(200)
  @ApiOkResponse({ type: MessageView })
  async logoutAll(
    @CurrentSession() session: Session,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<MessageView> {
    await this.sessions.destroyAllForUser(session.userId);
    this.sessions.clearCookie(req, res);
    return { message: 'Signed out everywhere' };
  }

  /** A new password given the current one: every other session ends, this browser gets a new one. */
  @Post('password')
  @HttpCode(200)
  @ApiOkResponse({ type: MessageView })
  async changePassword(
    @CurrentSession() session: Session,
    @Body() dto: ChangePasswordDto,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<MessageView> {
    const user = await this.auth.changePassword(session.userId, dto.currentPassword, dto.password, clientAddress(req));
    await this.startSession(req, res, user);
    return { message: 'Your password has been changed.' };
  }

  @Put('profile')
  @ApiOkResponse({ type: PublicUser })
  async updateProfile(@CurrentSession() session: Session, @Body() dto: UpdateProfileDto): Promise<PublicUser> {
    return mapUser(await this.users.updateProfile(session.userId, dto));
  }

  /** A new session id at every login (no fixation); the previous session of this browser ends. */
  private async startSession(req: Request, res: Response, user: User): Promise<void> {
    const previous = await this.sessions.fromRequest(req);
    if (previous) await this.sessions.destroy(previous);
    const { cookieValue } = await this.sessions.create(user.id, user.role, user.emailVerifiedAt !== null);
    this.sessions.setCookie(req, res, cookieValue);
  }
}
