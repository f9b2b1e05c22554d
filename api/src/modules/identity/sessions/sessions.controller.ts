import { Controller, Delete, Get, HttpCode, Param } from '@nestjs/common';
import { ApiBearerAuth, ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { SessionDto, SessionsRevokedDto } from '@qrpanel/contracts';
import { CurrentUser } from '../../../platform/common/decorators/current-user.decorator';
import { ApiErrors } from '../../../platform/common/dto/error-response.dto';
import type { User } from '../users/user.entity';
import { CurrentSessionId } from './current-session';
import { SessionResponseDto, SessionsRevokedResponseDto } from './dto/session-response.dto';
import { sessionIdOf } from './session-id';
import { SessionsService } from './sessions.service';

/** The signed-in user's own sign-in sessions: each user sees and revokes only theirs, whatever their role. */
@ApiTags('sessions')
@ApiBearerAuth()
@Controller('auth/sessions')
export class SessionsController {
  constructor(private readonly sessions: SessionsService) {}

  @Get()
  @ApiOperation({ summary: "The signed-in user's sessions, the most recently active first" })
  @ApiOkResponse({ type: SessionResponseDto, isArray: true })
  @ApiErrors(401)
  list(@CurrentUser() user: User, @CurrentSessionId() current: number | undefined): Promise<SessionDto[]> {
    return this.sessions.list(user.id, current);
  }

  @Delete()
  @ApiOperation({ summary: 'Sign out of all other sessions: their tokens answer 401 at once' })
  @ApiOkResponse({ type: SessionsRevokedResponseDto })
  @ApiErrors(401)
  async revokeOthers(
    @CurrentUser() user: User,
    @CurrentSessionId() current: number | undefined,
  ): Promise<SessionsRevokedDto> {
    return { revoked: await this.sessions.revokeAllBut(user.id, current) };
  }

  /**
   * Sign-out: the caller's own session ends on the server too, so its token is refused at
   * once everywhere rather than living on until it expires. A token from before sessions
   * has none to end.
   */
  @Delete('current')
  @HttpCode(204)
  @ApiOperation({ summary: "Sign out: the caller's session ends, its token answers 401 at once" })
  @ApiNoContentResponse()
  @ApiErrors(401)
  async signOut(@CurrentUser() user: User, @CurrentSessionId() current: number | undefined): Promise<void> {
    if (current !== undefined) await this.sessions.revoke(user.id, current);
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiOperation({ summary: 'Sign out of one session: its token answers 401 at once' })
  @ApiNoContentResponse()
  @ApiErrors(400, 401, 404)
  async revoke(@CurrentUser() user: User, @Param('id') id: string): Promise<void> {
    await this.sessions.revoke(user.id, sessionIdOf(id));
  }
}
