import { UnprocessableEntityException } from '@nestjs/common';
import {
  QR_MESSAGES,
  destinationUrlProblem,
  type GenerationType,
  type CodeType,
  type Routing,
} from '@qrpanel/contracts';
import { ROUTING_MESSAGES, checkRouting, routesOf } from '@qrpanel/contracts/smart-routing';
import type { SaveQrCodeDto } from './dto/save-qrcode.dto';
import type { QrCode } from './qr-code.entity';
import { fieldsError } from '../../platform/common/validation';

/** What a smart code adds to a code: where it routes, who may open it, when and how often. */
export type CodeAccess = Pick<QrCode, 'routing' | 'passwordHash' | 'maxScans' | 'startsAt'>;

/** Rules and splits are kept as one JSON text column: this keeps it a plain TEXT on MariaDB. */
const ROUTING_MAX_CHARS = 60_000;

/**
 * Rules, split, password, scan cap and start date of a code being saved; on edit a field
 * left out keeps its value. Only dynamic codes have them; url codes route by rules and a
 * split, hosted pages by rules alone (a scan no rule takes gets the page).
 */
export async function codeAccess(
  dto: SaveQrCodeDto,
  code: { type: CodeType; generationType: GenerationType },
  ownHosts: readonly string[],
  /** Account passwords' hashing (argon2id), for the code's password. */
  hashPassword: (password: string) => Promise<string>,
  existing?: QrCode,
): Promise<CodeAccess> {
  const dynamic = code.generationType === 'dynamic';
  const routing = checkedRouting(dto, code, ownHosts, existing?.routing ?? null);
  if (!dynamic && dto.password) throw fieldsError({ password: [ROUTING_MESSAGES.passwordOnStatic] });
  if (!dynamic && (dto.max_scans || dto.starts_at)) {
    throw fieldsError({ [dto.max_scans ? 'max_scans' : 'starts_at']: [ROUTING_MESSAGES.capOnStatic] });
  }
  let passwordHash = existing?.passwordHash ?? null;
  if (dto.password === null) passwordHash = null;
  else if (typeof dto.password === 'string') passwordHash = await hashPassword(dto.password);
  return {
    routing,
    passwordHash,
    maxScans: dto.max_scans === undefined ? (existing?.maxScans ?? null) : dto.max_scans,
    startsAt:
      dto.starts_at === undefined
        ? (existing?.startsAt ?? null)
        : dto.starts_at
          ? new Date(dto.starts_at)
          : null,
  };
}

function checkedRouting(
  dto: SaveQrCodeDto,
  code: { type: CodeType; generationType: GenerationType },
  ownHosts: readonly string[],
  existing: Routing | null,
): Routing | null {
  const given =
    (dto.rules !== undefined && dto.rules !== null) || (dto.split !== undefined && dto.split !== null);
  const routes = code.generationType === 'dynamic' ? routesOf(code.type) : null;
  const page = routes === 'page';
  if (page && dto.split !== undefined && dto.split !== null) {
    throw fieldsError({ split: [ROUTING_MESSAGES.splitOnPage] });
  }
  if (!routes) {
    const nonEmpty =
      (Array.isArray(dto.rules) && dto.rules.length > 0) || (given && !Array.isArray(dto.rules));
    if (nonEmpty || (dto.split !== undefined && dto.split !== null)) {
      throw fieldsError({ [dto.rules ? 'rules' : 'split']: [ROUTING_MESSAGES.notUrlCode] });
    }
    // A code that stops being a url code or a page leaves its rules behind.
    return null;
  }
  const checked = checkRouting({ rules: dto.rules, split: dto.split }, (url) =>
    destinationUrlProblem(url, ownHosts),
  );
  if (!checked.ok) {
    if (Object.keys(checked.errors).length) throw fieldsError({ ...checked.errors, ...checked.urlErrors });
    const messages = Object.values(checked.urlErrors).flat();
    throw new UnprocessableEntityException({
      message: messages[0],
      error: 'Unprocessable Entity',
      fields: checked.urlErrors,
    });
  }
  const routing: Routing = {
    rules: checked.value.rules === undefined ? (existing?.rules ?? null) : checked.value.rules,
    // A url code that becomes a page leaves its split behind: the page is where it goes.
    split: page ? null : checked.value.split === undefined ? (existing?.split ?? null) : checked.value.split,
  };
  if (!routing.rules && !routing.split) return null;
  if (JSON.stringify(routing).length > ROUTING_MAX_CHARS) {
    throw fieldsError({ rules: [QR_MESSAGES.routingTooLong] });
  }
  return routing;
}
