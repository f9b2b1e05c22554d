import { Injectable } from '@nestjs/common';
import type { IncomingHttpHeaders } from 'node:http';
import { DEFAULT_LANGUAGE, languageOfHeader, type Language } from '@qrpanel/contracts';
import { MESSAGE_CATALOGS } from '@qrpanel/contracts/message-catalogs';
import { createMessageTranslator, type MessageTranslator } from '@qrpanel/contracts/message-translator';

/** An answer's texts: the message (or messages) and the messages by field. */
export interface MessageBody {
  message?: unknown;
  fields?: Record<string, string[]>;
}

/** The first language of ours a request's Accept-Language asks for; English otherwise. */
export function requestLanguage(headers: IncomingHttpHeaders): Language {
  return languageOfHeader(headers['accept-language']) ?? DEFAULT_LANGUAGE;
}

/**
 * The language of each request, and the translation of the contracts' messages into it:
 * the api's texts are written in English, and translated on their way out.
 */
@Injectable()
export class I18nService {
  private readonly translator: MessageTranslator = createMessageTranslator(MESSAGE_CATALOGS);

  /** A message in `language`; a text that no message makes comes back as it is. */
  translate(text: string, language: Language): string {
    return this.translator.translate(text, language);
  }

  /** `body` with its message(s) and field messages in `language`. */
  translateBody<T extends MessageBody>(body: T, language: Language): T {
    if (language === DEFAULT_LANGUAGE) return body;
    const one = (text: unknown) => (typeof text === 'string' ? this.translate(text, language) : text);
    const fields = body.fields
      ? Object.fromEntries(
          Object.entries(body.fields).map(([field, messages]) => [
            field,
            messages.map((m) => one(m) as string),
          ]),
        )
      : undefined;
    return {
      ...body,
      ...('message' in body
        ? { message: Array.isArray(body.message) ? body.message.map(one) : one(body.message) }
        : {}),
      ...(fields ? { fields } : {}),
    };
  }
}
