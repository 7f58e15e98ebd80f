import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import type { Request } from 'express';
import { Strategy } from 'passport-local';
import { User } from '../entities/user.entity';
import { AuthService } from '../services/auth.service';

/** passport-local on the e-mail field; the body was already validated by LoginDto. */
@Injectable()
export class LocalStrategy extends PassportStrategy(Strategy) {
  constructor(private readonly auth: AuthService) {
    super({ usernameField: 'email', passwordField: 'password', passReqToCallback: true, session: false });
  }

  validate(req: Request, email: string, password: string): Promise<User> {
    return this.auth.validateCredentials(email, password, req.ip ?? 'unknown');
  }
}
