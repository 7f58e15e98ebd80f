import { ExecutionContext, Injectable } from '@nestjs/common';
import { AuthGuard, PassportStrategy } from '@nestjs/passport';
import { clientAddress, createValidationPipe } from '@portal/shared';
import { LoginDto } from '../dtos/auth.dto';
import type { Request } from 'express';
import { Strategy } from 'passport-local';
import type { User } from '../repositories/users.repository';
import { AuthService } from '../services/auth.service';

/** passport-local on the e-mail field; the body was already validated by LoginDto. */
@Injectable()
export class LocalStrategy extends PassportStrategy(Strategy) {
  constructor(private readonly auth: AuthService) {
    super({ usernameField: 'email', passwordField: 'password', passReqToCallback: true, session: false });
  }

  validate(req: Request, email: string, password: string): Promise<User> {
    return this.auth.validateCredentials(email, password, clientAddress(req));
  }
}

/**
 * passport-local behind the same body validation as every other call, so bad input
 * gets the spec's messages (guards run before pipes, hence the explicit check).
 */
@Injectable()
export class LocalLoginGuard extends AuthGuard('local') {
  private readonly validation = createValidationPipe();

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = context.switchToHttp().getRequest<Request>();
    req.body = await this.validation.transform(req.body, { type: 'body', metatype: LoginDto });
    return (await super.canActivate(context)) as boolean;
  }
}
