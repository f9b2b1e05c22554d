import { BadRequestException } from '@nestjs/common';
import { SESSIONS_MESSAGES } from '@qrpanel/contracts';

/**
 * A session id as a path gives it: digits only (400 otherwise). Read from the string, since
 * Number() and Nest's ParseIntPipe take '1e3' and '0x10' for numbers; an id too large for
 * any session is left to answer 404.
 */
export function sessionIdOf(raw: string): number {
  if (!/^\d{1,20}$/.test(raw)) throw new BadRequestException(SESSIONS_MESSAGES.idInvalid);
  return Number(raw);
}
