import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { UsersModule } from '../identity';
import { MailModule } from '../mail';
import { SettingsModule } from '../settings';
import { ContactMessage } from './contact-message.entity';
import { ContactController } from './contact.controller';
import { ContactService } from './contact.service';

@Module({
  imports: [TypeOrmModule.forFeature([ContactMessage]), MailModule, SettingsModule, UsersModule],
  controllers: [ContactController],
  providers: [ContactService],
})
export class ContactModule {}
