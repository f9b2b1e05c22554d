import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Param,
  ParseIntPipe,
  Post,
  Put,
  Query,
} from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiOkResponse,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiTags,
  ApiOperation,
} from '@nestjs/swagger';
import { MESSAGES, type Page, type UserDto } from '@qrpanel/contracts';
import { pageOrAll, pageOrArraySchema, pagingOf } from '../../../platform/common/list-query';
import { ListUsersDto } from './dto/list-users.dto';
import { CurrentUser } from '../../../platform/common/decorators/current-user.decorator';
import { RoleDeniedMessage, Roles } from '../../../platform/common/decorators/roles.decorator';
import { ApiErrors } from '../../../platform/common/dto/error-response.dto';
import { CreateUserDto } from './dto/create-user.dto';
import { UpdateRoleDto } from './dto/update-role.dto';
import { UserResponseDto } from './dto/user-response.dto';
import { User } from './user.entity';
import { UserViews } from './user.view';
import { UsersService } from './users.service';

/** User management (docs/product.md, User management): super_admin only. */
@ApiTags('users')
@ApiBearerAuth()
@ApiErrors(401, 403)
@Roles('super_admin')
@RoleDeniedMessage(MESSAGES.onlySuperAdmins)
@Controller('auth/users')
export class UsersController {
  constructor(
    private readonly users: UsersService,
    private readonly views: UserViews,
  ) {}

  @Get()
  @ApiOperation({
    summary: 'List users, newest first unless sorted; q searches name or email',
    description: 'With page: { items, total, page, limit }; without it, every matching user as an array.',
  })
  @ApiOkResponse({ schema: pageOrArraySchema('UserResponseDto') })
  @ApiErrors(400)
  async list(@Query() query: ListUsersDto): Promise<Page<UserDto> | UserDto[]> {
    const paging = pagingOf('users', query as Record<string, unknown>);
    const { rows, total } = await this.users.list(paging);
    return pageOrAll(paging, await this.views.many(rows), total);
  }

  @Post()
  @ApiOperation({ summary: 'Create a user' })
  @ApiCreatedResponse({ type: UserResponseDto })
  @ApiErrors(400, 409)
  async create(@Body() dto: CreateUserDto): Promise<UserDto> {
    return this.views.one(await this.users.create(dto));
  }

  @Put(':id/role')
  @ApiOperation({ summary: "Change a user's role" })
  @ApiOkResponse({ type: UserResponseDto })
  @ApiErrors(400, 404)
  async changeRole(@Param('id', ParseIntPipe) id: number, @Body() dto: UpdateRoleDto): Promise<UserDto> {
    return this.views.one(await this.users.changeRole(id, dto.role));
  }

  @Delete(':id')
  @ApiOperation({ summary: 'Delete a user and everything they own' })
  @HttpCode(204)
  @ApiNoContentResponse()
  @ApiErrors(400, 404)
  async remove(@CurrentUser() actor: User, @Param('id', ParseIntPipe) id: number): Promise<void> {
    await this.users.remove(actor, id);
  }
}
