import { Body, Controller, Get, NotFoundException, Param, ParseUUIDPipe, Post, Put, Query } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse } from '@nestjs/swagger';
import { CurrentSession, Can, Page, PagedList, Session } from '@portal/shared';
import { CreateUserDto, ListUsersQuery, SetHiddenDto, SetRoleDto } from '../dtos/auth.dto';
import { mapUser, PublicUser } from '../dtos/auth.views';
import { AuthService } from '../services/auth.service';
import { UsersService } from '../services/users.service';

const userId = new ParseUUIDPipe({ exceptionFactory: () => new NotFoundException('User not found') });

@Can('user.manage')
@Controller('api/admin/users')
export class AdminUsersController {
  constructor(
    private readonly users: UsersService,
    private readonly auth: AuthService,
  ) {}

  /** The list of the spec; `search`, `role`, `limit`, `offset` page it, X-Total-Count tells the total. */
  @Get()
  @PagedList({ type: PublicUser })
  list(@Query() query: ListUsersQuery): Promise<Page<PublicUser>> {
    return this.users.list(query);
  }

  /**
   * "Add User": an admin creates an account with the sign-up fields and rules and a role (a
   * reader when left out). Unlike POST /api/auth/signup no session starts, so the admin stays
   * signed in as themselves. The new account's owner gets the verification mail sign-up sends:
   * opening it proves the address (until then, the limits of an unverified account apply).
   */
  @Post()
  @ApiCreatedResponse({ type: PublicUser })
  async create(@Body() dto: CreateUserDto): Promise<PublicUser> {
    const { role, ...signup } = dto;
    const user = await this.users.create(signup, role);
    await this.auth.sendVerification(user, false);
    return mapUser(user);
  }

  /** The user's role from their next request on; 409 when it would leave no admin. */
  @Put(':id/role')
  @ApiOkResponse({ type: PublicUser })
  async setRole(
    @Param('id', userId) id: string,
    @Body() dto: SetRoleDto,
    @CurrentSession() session: Session,
  ): Promise<PublicUser> {
    return mapUser(await this.users.setRole(id, dto.role, session.userId));
  }

  @Put(':id/hidden')
  @ApiOkResponse({ type: PublicUser })
  async setHidden(
    @Param('id', userId) id: string,
    @Body() dto: SetHiddenDto,
    @CurrentSession() session: Session,
  ): Promise<PublicUser> {
    return mapUser(await this.users.setHidden(id, dto.hidden, session.userId));
  }
}
