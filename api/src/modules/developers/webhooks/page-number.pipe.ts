import { BadRequestException, Injectable, type PipeTransform } from '@nestjs/common';
import { LIST_MESSAGES } from '@qrpanel/contracts';

/** ?page=: a whole number from 1 (400 otherwise). */
@Injectable()
export class PageNumberPipe implements PipeTransform<unknown, number> {
  transform(value: unknown): number {
    const page = typeof value === 'string' && /^\d{1,6}$/.test(value) ? Number(value) : NaN;
    if (!(page >= 1)) throw new BadRequestException(LIST_MESSAGES.pageInvalid);
    return page;
  }
}
