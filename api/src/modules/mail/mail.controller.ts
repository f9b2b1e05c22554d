import { BadGatewayException, Body, Controller, HttpCode, HttpException, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { SMTP_MESSAGES, type Language, type TestEmailResult } from '@qrpanel/contracts';
import { CurrentUser } from '../../platform/common/decorators/current-user.decorator';
import { Roles } from '../../platform/common/decorators/roles.decorator';
import { ApiErrors } from '../../platform/common/dto/error-response.dto';
import { TestEmailResponseDto } from '../settings';
import { errorText } from '../../platform/common/errors';
import type { Principal } from '../../platform/common/principal';
import { RequestLanguage } from '../../platform/i18n/request-language.decorator';
import { TestEmailDto } from './dto/test-email.dto';
import { mailText } from './mail-texts';
import { MailService } from './mail.service';

@ApiTags('settings')
@ApiBearerAuth()
@Roles('super_admin', 'admin')
@Controller('settings')
export class MailController {
  constructor(private readonly mail: MailService) {}

  @Post('test-email')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Sends a test email with the saved SMTP settings',
    description:
      'Answers 200 with what the SMTP server said, 400 when SMTP is not set, 502 with the error text when the server refuses or cannot be reached.',
  })
  @ApiOkResponse({ type: TestEmailResponseDto })
  @ApiErrors(400, 401, 403, 502)
  async sendTest(
    @Body() dto: TestEmailDto,
    @CurrentUser() admin: Principal,
    @RequestLanguage() requested: Language,
  ): Promise<TestEmailResult> {
    try {
      // In the sender's language: the test mail usually goes to the administrator sending it.
      const message = await this.mail.send({
        to: dto.to,
        ...mailText('testEmail', admin.language ?? requested),
      });
      return { success: true, message };
    } catch (error) {
      if (error instanceof HttpException) throw error;
      throw new BadGatewayException(SMTP_MESSAGES.sendFailed(errorText(error)));
    }
  }
}
