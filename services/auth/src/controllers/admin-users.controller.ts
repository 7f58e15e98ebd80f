import { Body, Controller, Get, NotFoundException, Param, ParseUUIDPipe, Post, Put, Query } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse } from '@nestjs/swagger';
import { CurrentSession, Page, PagedList, Roles, Session } from '@portal/shared';
import { ListUsersQuery, SetHiddenDto, SignupDto } from '../dtos/auth.dto';
import { mapUser, PublicUser } from '../dtos/auth.views';
import { UsersService } from '../services/users.service';

@Roles('admin')
@Controller('api/admin/users')
export class AdminUsersController {
  constructor(private readonly users: UsersService) {}

  /** The list of the spec; `search`, `role`, `limit`, `offset` page it, X-Total-Count tells the total. */
  @Get()
  @PagedList({ type: PublicUser })
  list(@Query() query: ListUsersQuery): Promise<Page<PublicUser>> {
    return this.users.list(query);
  }

  /**
   * "Add User": an admin creates a reader account with the sign-up fields and rules. Unlike
   * POST /api/auth/signup no session starts, so the admin stays signed in as themselves.
   */
  @Post()
  @ApiCreatedResponse({ type: PublicUser })
  async create(@Body() dto: SignupDto): Promise<PublicUser> {
    return mapUser(await this.users.create(dto));
  }

  @Put(':id/hidden')
  @ApiOkResponse({ type: PublicUser })
  async setHidden(
    @Param('id', new ParseUUIDPipe({ exceptionFactory: () => new NotFoundException('User not found') })) id: string,
    @Body() dto: SetHiddenDto,
    @CurrentSession() session: Session,
  ): Promise<PublicUser> {
    return mapUser(await this.users.setHidden(id, dto.hidden, session.userId));
  }
}
