import { Global, Module } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { I18nService } from './i18n.service';
import { MessageInterceptor } from './message.interceptor';

/** The request's language and the translation of the api's texts, for every module. */
@Global()
@Module({
  providers: [I18nService, { provide: APP_INTERCEPTOR, useClass: MessageInterceptor }],
  exports: [I18nService],
})
export class I18nModule {}
