import { BadRequestException } from '@nestjs/common';
import { STATUS_CODES } from 'node:http';
import { IsNotEmpty, IsString, Max, MaxLength, Min, MinLength } from 'class-validator';
import { HTTP_STATUS_MESSAGES, VALIDATOR_MESSAGES } from '@qrpanel/contracts';
import { createValidationPipe } from '../common/validation';
import { I18nService, requestLanguage } from './i18n.service';

class Sample {
  @IsString() text: string;
  @IsNotEmpty() filled: string;
  @MaxLength(3) short: string;
  @MinLength(5) long: string;
  @Min(2) low: number;
  @Max(2) high: number;
}

/** What the validation pipe answers for a body, by field. */
async function fieldsOf(body: object): Promise<Record<string, string[]>> {
  try {
    await createValidationPipe().transform(body, { type: 'body', metatype: Sample });
  } catch (error) {
    return ((error as BadRequestException).getResponse() as { fields: Record<string, string[]> }).fields;
  }
  throw new Error('The body passed');
}

const fill = (message: string, property: string, bound?: number) =>
  message.replace('$property', property).replace('$constraint1', String(bound));

describe('the texts the api translates but does not write', () => {
  it("are class-validator's own, as VALIDATOR_MESSAGES has them", async () => {
    const fields = await fieldsOf({
      text: 1,
      filled: '',
      short: 'abcd',
      long: 'abc',
      low: 1,
      high: 3,
      extra: 1,
    });
    expect(fields).toEqual({
      text: [fill(VALIDATOR_MESSAGES.isString, 'text')],
      filled: [fill(VALIDATOR_MESSAGES.isNotEmpty, 'filled')],
      short: [fill(VALIDATOR_MESSAGES.maxLength, 'short', 3)],
      long: [fill(VALIDATOR_MESSAGES.minLength, 'long', 5)],
      low: [fill(VALIDATOR_MESSAGES.min, 'low', 2)],
      high: [fill(VALIDATOR_MESSAGES.max, 'high', 2)],
      extra: [fill(VALIDATOR_MESSAGES.unknownProperty, 'extra')],
    });
  });

  it('name the statuses as Node does', () => {
    for (const [status, title] of Object.entries(HTTP_STATUS_MESSAGES))
      expect(STATUS_CODES[status]).toBe(title);
  });
});

describe('I18nService', () => {
  const i18n = new I18nService();

  it('reads the language from Accept-Language, English otherwise', () => {
    expect(requestLanguage({ 'accept-language': 'de-AT,de;q=0.9' })).toBe('de');
    expect(requestLanguage({ 'accept-language': 'fr, es;q=0.5' })).toBe('es');
    expect(requestLanguage({ 'accept-language': 'fr' })).toBe('en');
    expect(requestLanguage({})).toBe('en');
  });

  it('translates the message, the messages and the field messages of a body', () => {
    const body = {
      statusCode: 400,
      message: ['low must not be less than 2', 'Something only we say'],
      fields: { low: ['low must not be less than 2'] },
    };
    expect(i18n.translateBody(body, 'de')).toEqual({
      statusCode: 400,
      message: ['low darf nicht kleiner als 2 sein', 'Something only we say'],
      fields: { low: ['low darf nicht kleiner als 2 sein'] },
    });
    expect(i18n.translateBody(body, 'en')).toBe(body);
    expect(i18n.translateBody({ message: 'Not Found' }, 'es')).toEqual({ message: 'No encontrado' });
  });
});
