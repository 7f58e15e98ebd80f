import { Controller, Get, Redirect } from '@nestjs/common';
import { ApiFoundResponse } from '@nestjs/swagger';
import { Public } from '@portal/shared';

/** The admin screens send a logged-out editor here (spec.md section 8). */
@Public()
@Controller('api/login')
export class LoginRedirectController {
  @Get()
  @Redirect('/login', 302)
  @ApiFoundResponse({ description: 'To the sign-in page /login' })
  redirect(): void {}
}
