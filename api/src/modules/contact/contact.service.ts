import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import {
  DEFAULT_LANGUAGE,
  MESSAGES,
  type ContactInput,
  type ContactMessageDto,
  type SortField,
} from '@qrpanel/contracts';
import type { Paging } from '../../platform/common/list-query';
import { readPage } from '../../platform/database/paged-query';
import { type Mail, MailQueue, mailText } from '../mail';
import { SettingsService } from '../settings';
import { type User, UsersService } from '../identity';
import { ContactMessage } from './contact-message.entity';

/** Contact Administrator (docs/product.md, Contact): stored, and mailed when SMTP is set. */
const MESSAGE_SORT_COLUMNS: Record<SortField<'messages'>, string> = {
  created_at: 'm.createdAt',
  subject: 'm.subject',
  sender_name: 'm.senderName',
};

@Injectable()
export class ContactService {
  constructor(
    @InjectRepository(ContactMessage) private readonly messages: Repository<ContactMessage>,
    private readonly mail: MailQueue,
    private readonly settings: SettingsService,
    private readonly users: UsersService,
  ) {}

  /** Stored with its mail queued, in one transaction: the message is kept whatever happens to the mail. */
  async send(sender: User, input: ContactInput): Promise<ContactMessageDto> {
    const mail = await this.forwardMail(sender, input);
    const saved = await this.messages.manager.transaction(async (manager) => {
      const message = await manager.save(
        this.messages.create({
          userId: sender.id,
          senderName: sender.name,
          senderEmail: sender.email,
          subject: input.subject,
          message: input.message,
          isRead: false,
        }),
      );
      if (mail) await this.mail.queue(mail, manager);
      return message;
    });
    return toContactMessageDto(saved);
  }

  /** Messages, newest first unless sorted, searched by subject or sender; a page when one is asked. */
  async list(paging: Paging): Promise<{ rows: ContactMessageDto[]; total: number }> {
    const { rows, total } = await readPage(
      this.messages.createQueryBuilder('m'),
      paging,
      MESSAGE_SORT_COLUMNS,
      ['m.subject', 'm.senderName', 'm.senderEmail'],
    );
    return { rows: rows.map(toContactMessageDto), total };
  }

  async markRead(id: number): Promise<ContactMessageDto> {
    const message = await this.messages.findOneBy({ id });
    if (!message) throw new NotFoundException(MESSAGES.contactMessageNotFound);
    if (!message.isRead) {
      message.isRead = true;
      await this.messages.save(message);
    }
    return toContactMessageDto(message);
  }

  unreadCount(): Promise<number> {
    return this.messages.countBy({ isRead: false });
  }

  /**
   * The mail to the public contact address, when both it and SMTP are set; sent after the
   * answer, in the language of the account with that address (English when there is none).
   */
  private async forwardMail(sender: User, input: ContactInput): Promise<Mail | undefined> {
    const { contact_email: to, smtp_host: smtpHost, app_name: appName } = await this.settings.get();
    if (!to || !smtpHost) return undefined;
    const language = (await this.users.findByEmail(to))?.language ?? DEFAULT_LANGUAGE;
    const params = {
      appName,
      subject: input.subject,
      name: sender.name,
      email: sender.email,
      message: input.message,
    };
    return { to, replyTo: sender.email, ...mailText('contact', language, params) };
  }
}

function toContactMessageDto(m: ContactMessage): ContactMessageDto {
  return {
    id: m.id,
    user_id: m.userId,
    sender_name: m.senderName,
    sender_email: m.senderEmail,
    subject: m.subject,
    message: m.message,
    is_read: m.isRead,
    created_at: new Date(m.createdAt).toISOString(),
  };
}
