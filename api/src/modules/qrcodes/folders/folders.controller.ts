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
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { positiveInteger, type FolderDto } from '@qrpanel/contracts';
import { CurrentUser } from '../../../platform/common/decorators/current-user.decorator';
import { ActiveWorkspace, type ActingWorkspace } from '../../workspaces';
import { ApiErrors } from '../../../platform/common/dto/error-response.dto';
import type { Principal } from '../../../platform/common/principal';
import { FolderResponseDto } from './dto/folder-response.dto';
import { ListFoldersDto } from './dto/list-folders.dto';
import { SaveFolderDto } from './dto/save-folder.dto';
import { FoldersService } from './folders.service';

/** Folders of codes, the active workspace's; another workspace's id answers 404. */
@ApiTags('folders')
@ApiBearerAuth()
@ApiErrors(401)
@Controller('folders')
export class FoldersController {
  constructor(private readonly folders: FoldersService) {}

  @Get()
  @ApiOperation({
    summary:
      "The active workspace's folders by name, each with its number of codes (admins: ?userId= for a user's own workspace's)",
  })
  @ApiOkResponse({ type: [FolderResponseDto] })
  @ApiErrors(400, 403)
  list(
    @CurrentUser() actor: Principal,
    @ActiveWorkspace() workspace: ActingWorkspace,
    @Query() query: ListFoldersDto,
  ): Promise<FolderDto[]> {
    return this.folders.list(actor, workspace, positiveInteger(query.userId));
  }

  @Post()
  @ApiOperation({ summary: 'Make a folder (names are unique per workspace, whatever the case)' })
  @ApiCreatedResponse({ type: FolderResponseDto })
  @ApiErrors(400, 409)
  create(
    @CurrentUser() actor: Principal,
    @ActiveWorkspace() workspace: ActingWorkspace,
    @Body() dto: SaveFolderDto,
  ): Promise<FolderDto> {
    return this.folders.create(actor, workspace, dto.name);
  }

  @Put(':id')
  @ApiOperation({ summary: 'Rename a folder' })
  @ApiOkResponse({ type: FolderResponseDto })
  @ApiErrors(400, 404, 409)
  rename(
    @CurrentUser() actor: Principal,
    @ActiveWorkspace() workspace: ActingWorkspace,
    @Param('id', ParseIntPipe) id: number,
    @Body() dto: SaveFolderDto,
  ): Promise<FolderDto> {
    return this.folders.rename(actor, workspace, id, dto.name);
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiOperation({ summary: 'Delete a folder; its codes stay, in no folder' })
  @ApiNoContentResponse()
  @ApiErrors(400, 404)
  async remove(
    @CurrentUser() actor: Principal,
    @ActiveWorkspace() workspace: ActingWorkspace,
    @Param('id', ParseIntPipe) id: number,
  ): Promise<void> {
    await this.folders.remove(actor, workspace, id);
  }
}
