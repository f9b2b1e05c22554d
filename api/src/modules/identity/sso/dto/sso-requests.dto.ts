import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsOptional, ValidateBy, ValidateIf } from 'class-validator';
import {
  nameProblem,
  SSO_CLIENT_ID_MAX,
  SSO_CLIENT_SECRET_MAX,
  SSO_DOMAIN_PATTERN,
  SSO_DOMAINS_MAX,
  SSO_ISSUER_MAX,
  SSO_MESSAGES as M,
  SSO_NAME_MAX,
  SSO_RESERVED_SLUGS,
  SSO_SLUG_MAX,
  SSO_SLUG_PATTERN,
  SSO_WORKSPACE_ROLES,
  type SsoCodeInput,
  type SsoProviderInput,
  type SsoProviderUpdate,
  type SsoWorkspaceRole,
} from '@qrpanel/contracts';
import { RequiredName, Rule, trim } from '../../../../platform/common/rules';

const MAX_ID = 2_147_483_647;
const isText = (max: number) => (v: unknown) =>
  typeof v === 'string' && v.length <= max && nameProblem(v) === undefined;

/** An http(s) URL without query, fragment or credentials; whether http is allowed is the service's (ALLOW_HTTP_SSO). */
export function isIssuerUrl(value: unknown): boolean {
  if (typeof value !== 'string' || value.length > SSO_ISSUER_MAX) return false;
  try {
    const url = new URL(value);
    return /^https?:$/.test(url.protocol) && !url.search && !url.hash && !url.username && !url.password;
  } catch {
    return false;
  }
}

const isDomainList = (v: unknown) =>
  Array.isArray(v) &&
  v.length <= SSO_DOMAINS_MAX &&
  v.every((d) => typeof d === 'string' && SSO_DOMAIN_PATTERN.test(d));

/** Domains as typed: trimmed and lower-cased, each once. */
const domains = () =>
  Transform(({ value }: { value: unknown }) =>
    Array.isArray(value) && value.length <= SSO_DOMAINS_MAX
      ? [...new Set((value as unknown[]).map((d) => (typeof d === 'string' ? d.trim().toLowerCase() : d)))]
      : value,
  );

const SlugRule = () =>
  ValidateBy({
    name: 'ssoSlug',
    validator: {
      validate: (v: unknown) =>
        typeof v === 'string' &&
        v.length <= SSO_SLUG_MAX &&
        SSO_SLUG_PATTERN.test(v) &&
        !(SSO_RESERVED_SLUGS as readonly string[]).includes(v),
      defaultMessage: (args) => {
        const v: unknown = args?.value;
        if (v === undefined || v === null || v === '') return M.slugRequired;
        return typeof v === 'string' && (SSO_RESERVED_SLUGS as readonly string[]).includes(v)
          ? M.slugReserved
          : M.slugFormat;
      },
    },
  });

/** The fields of a provider; every one optional here, the creation's class requires its own. */
class SsoProviderFields {
  @ApiPropertyOptional({ type: [String], example: ['example.com'], maxItems: SSO_DOMAINS_MAX })
  @IsOptional()
  @domains()
  @ValidateBy({
    name: 'ssoDomains',
    validator: { validate: isDomainList, defaultMessage: () => M.domainsFormat },
  })
  allowed_domains?: string[];

  @ApiPropertyOptional({ description: 'Make an account for a verified email of allowed_domains' })
  @IsOptional()
  @IsBoolean({ message: M.booleanFormat })
  auto_create?: boolean;

  @ApiPropertyOptional({ type: Number, nullable: true, description: 'The workspace new accounts join' })
  @ValidateIf((_, v) => v !== undefined && v !== null)
  @ValidateBy({
    name: 'ssoWorkspace',
    validator: {
      validate: (v: unknown) => Number.isInteger(v) && (v as number) >= 1 && (v as number) <= MAX_ID,
      defaultMessage: () => M.workspaceFormat,
    },
  })
  workspace_id?: number | null;

  @ApiPropertyOptional({ enum: SSO_WORKSPACE_ROLES, nullable: true, description: 'Their role there' })
  @ValidateIf((_, v) => v !== undefined && v !== null)
  @IsIn(SSO_WORKSPACE_ROLES, { message: M.roleFormat })
  role?: SsoWorkspaceRole | null;

  @ApiPropertyOptional({ description: 'Shown on the login screen and usable (default true)' })
  @IsOptional()
  @IsBoolean({ message: M.booleanFormat })
  enabled?: boolean;
}

/** POST /api/auth/sso/providers. */
export class CreateSsoProviderDto extends SsoProviderFields implements SsoProviderInput {
  @ApiProperty({ example: 'company-sso', maxLength: SSO_SLUG_MAX, pattern: SSO_SLUG_PATTERN.source })
  @trim()
  @SlugRule()
  slug: string;

  @ApiProperty({ example: 'Company SSO', maxLength: SSO_NAME_MAX })
  @trim()
  @RequiredName(SSO_NAME_MAX, M.nameRequired, M.nameTooLong)
  name: string;

  @ApiProperty({ example: 'https://login.example.com', maxLength: SSO_ISSUER_MAX })
  @trim()
  @Rule('ssoIssuer', isIssuerUrl, M.issuerRequired, M.issuerFormat)
  issuer: string;

  @ApiProperty({ example: 'qr-panel', maxLength: SSO_CLIENT_ID_MAX })
  @trim()
  @Rule('ssoClientId', isText(SSO_CLIENT_ID_MAX), M.clientIdRequired, M.clientIdFormat)
  client_id: string;

  @ApiProperty({ writeOnly: true, maxLength: SSO_CLIENT_SECRET_MAX, description: 'Never answered back' })
  @Rule('ssoClientSecret', isText(SSO_CLIENT_SECRET_MAX), M.clientSecretRequired, M.clientSecretFormat)
  client_secret: string;
}

/** PATCH /api/auth/sso/providers/{id}: what is given changes; client_secret absent keeps the one set. */
export class UpdateSsoProviderDto extends SsoProviderFields implements SsoProviderUpdate {
  @ApiPropertyOptional({ example: 'company-sso', maxLength: SSO_SLUG_MAX })
  @IsOptional()
  @trim()
  @SlugRule()
  slug?: string;

  @ApiPropertyOptional({ example: 'Company SSO', maxLength: SSO_NAME_MAX })
  @IsOptional()
  @trim()
  @RequiredName(SSO_NAME_MAX, M.nameRequired, M.nameTooLong)
  name?: string;

  @ApiPropertyOptional({ example: 'https://login.example.com', maxLength: SSO_ISSUER_MAX })
  @IsOptional()
  @trim()
  @Rule('ssoIssuer', isIssuerUrl, M.issuerRequired, M.issuerFormat)
  issuer?: string;

  @ApiPropertyOptional({ example: 'qr-panel', maxLength: SSO_CLIENT_ID_MAX })
  @IsOptional()
  @trim()
  @Rule('ssoClientId', isText(SSO_CLIENT_ID_MAX), M.clientIdRequired, M.clientIdFormat)
  client_id?: string;

  @ApiPropertyOptional({ writeOnly: true, maxLength: SSO_CLIENT_SECRET_MAX, description: 'Absent: kept' })
  @IsOptional()
  @Rule('ssoClientSecret', isText(SSO_CLIENT_SECRET_MAX), M.clientSecretRequired, M.clientSecretFormat)
  client_secret?: string;
}

/** POST /api/auth/sso/exchange and /api/auth/sso/link/finish. */
export class SsoCodeDto implements SsoCodeInput {
  @ApiProperty({ description: 'The code the sign-in handed back in the address of /login/sso or /settings' })
  @Rule('ssoCode', (v) => typeof v === 'string' && /^[A-Za-z0-9_-]{32}$/.test(v), M.codeFormat, M.codeFormat)
  code: string;
}
