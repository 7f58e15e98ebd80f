import { DynamicModule, Module } from '@nestjs/common';
import { PassportModule } from '@nestjs/passport';
import { CoreModule, Transactions, Outbox1764100000000 } from '@portal/shared';
import type { AuthConfig } from './config';
import { AdminUsersController } from './controllers/admin-users.controller';
import { AuthController } from './controllers/auth.controller';
import { LoginRedirectController } from './controllers/login-redirect.controller';
import { CreateUsers1763780000000 } from './migrations/1763780000000-CreateUsers';
import { EmailVerification1764000000000 } from './migrations/1764000000000-EmailVerification';
import { StaffRoles1764200000000 } from './migrations/1764200000000-StaffRoles';
import { ProfileBio1764400100000 } from './migrations/1764400100000-ProfileBio';
import { LinkTokensRepository } from './repositories/link-tokens.repository';
import { UsersRepository } from './repositories/users.repository';
import { PasswordWork } from './services/password-work';
import { AuthService } from './services/auth.service';
import { MailQueue } from './services/mail-queue.service';
import { UsersService } from './services/users.service';
import { LocalStrategy } from './strategies/local.strategy';
import { AUTH_CONFIG } from './tokens';

@Module({})
export class AppModule {
  static register(config: AuthConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        CoreModule.forRoot({
          service: 'auth',
          config,
          database: {
            url: config.DATABASE_URL,
            schema: 'auth',
            entities: [],
            migrations: [
              CreateUsers1763780000000,
              EmailVerification1764000000000,
              Outbox1764100000000,
              StaffRoles1764200000000,
              ProfileBio1764400100000,
            ],
          },
        }),
        PassportModule,
      ],
      controllers: [AuthController, AdminUsersController, LoginRedirectController],
      providers: [
        { provide: AUTH_CONFIG, useValue: config },
        Transactions,
        UsersRepository,
        LinkTokensRepository,
        UsersService,
        AuthService,
        MailQueue,
        LocalStrategy,
        PasswordWork,
      ],
    };
  }
}
