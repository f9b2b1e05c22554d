import { Body, Controller, Get, Param, ParseIntPipe, Patch, Post, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { ContactMessageDto, Page, UnreadCountDto } from '@qrpanel/contracts';
import { pageOrAll, pageOrArraySchema, pagingOf } from '../../platform/common/list-query';
import { ListContactMessagesDto } from './dto/list-contact-messages.dto';
import { CurrentUser } from '../../platform/common/decorators/current-user.decorator';
import { Roles } from '../../platform/common/decorators/roles.decorator';
import { ApiErrors } from '../../platform/common/dto/error-response.dto';
import type { User } from '../identity';
import { ContactService } from './contact.service';
import { ContactMessageResponseDto, UnreadCountResponseDto } from './dto/contact-message-response.dto';
import { CreateContactMessageDto } from './dto/create-contact-message.dto';

@ApiTags('contact')
@ApiBearerAuth()
@Controller('contact')
export class ContactController {
  constructor(private readonly contact: ContactService) {}

  @Post()
  @ApiOperation({
    summary: 'Writes to the administrator: stored, and mailed to the contact email when SMTP is set',
  })
  @ApiCreatedResponse({ type: ContactMessageResponseDto })
  @ApiErrors(400, 401)
  send(@CurrentUser() user: User, @Body() dto: CreateContactMessageDto): Promise<ContactMessageDto> {
    return this.contact.send(user, dto);
  }

  @Get()
  @Roles('super_admin', 'admin')
  @ApiOperation({
    summary: 'Messages, newest first unless sorted; q searches subject, sender name or email',
    description: 'With page: { items, total, page, limit }; without it, every matching message as an array.',
  })
  @ApiOkResponse({ schema: pageOrArraySchema('ContactMessageResponseDto') })
  @ApiErrors(400, 401, 403)
  async list(@Query() query: ListContactMessagesDto): Promise<Page<ContactMessageDto> | ContactMessageDto[]> {
    const paging = pagingOf('messages', query as Record<string, unknown>);
    const { rows, total } = await this.contact.list(paging);
    return pageOrAll(paging, rows, total);
  }

  @Get('unread-count')
  @Roles('super_admin', 'admin')
  @ApiOperation({ summary: 'Unread messages, for the sidebar badge' })
  @ApiOkResponse({ type: UnreadCountResponseDto })
  @ApiErrors(401, 403)
  async unreadCount(): Promise<UnreadCountDto> {
    return { count: await this.contact.unreadCount() };
  }

  @Patch(':id/read')
  @ApiOperation({ summary: 'Mark a contact message read' })
  @Roles('super_admin', 'admin')
  @ApiOkResponse({ type: ContactMessageResponseDto })
  @ApiErrors(400, 401, 403, 404)
  markRead(@Param('id', ParseIntPipe) id: number): Promise<ContactMessageDto> {
    return this.contact.markRead(id);
  }
}
