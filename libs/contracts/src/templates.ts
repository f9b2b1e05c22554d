import type { QrDesign } from './qr-design';

/**
 * A saved design. A user's own templates are theirs to change; a super_admin publishes some to
 * everyone (`shared`), which others read and apply but cannot change. Applying one copies its
 * design into the code: later edits of the template leave existing codes as they are.
 */
export interface QrTemplateDto {
  id: number;
  name: string;
  design: QrDesign;
  shared: boolean;
  /** Who saved it. */
  user_id: number;
  created_at: string;
  updated_at: string;
}

/** The body of POST /qr-templates; PUT takes any of its fields. */
export interface QrTemplatePayload {
  name: string;
  design: QrDesign;
  /** Publish to everyone (super_admin only). */
  shared?: boolean;
}

export const TEMPLATE_NAME_MAX_LENGTH = 60;

/** A plan's template_limit: 0 = none, -1 = unlimited, else at most that many. */
export const UNLIMITED_TEMPLATES = -1;

export const TEMPLATE_MESSAGES = {
  nameRequired: 'Template name is required.',
  nameTooLong: `Template name must be at most ${TEMPLATE_NAME_MAX_LENGTH} characters.`,
  nameTaken: 'You already have a template with this name.',
  designRequired: 'design is required.',
  sharedInvalid: 'shared must be true or false.',
  notFound: 'Template not found.',
  sharedReadOnly: 'Shared templates can only be changed by a super admin.',
  publishForbidden: 'Only a super admin can publish templates to everyone.',
  notIncluded: 'Your plan does not include templates. Upgrade to save designs as templates.',
  limitReached: (limit: number) =>
    `Your plan allows ${limit} ${limit === 1 ? 'template' : 'templates'}. Upgrade to save more.`,
  templateIdInvalid: 'templateId must be a whole number from 1.',
  designAndTemplate: 'Send a design or a templateId, not both.',
  namedNotFound: (name: string) => `No template is named "${name}".`,
  templateLimitInvalid: 'Template limit must be a whole number of -1 or more.',
} as const;

/** Whether a user holding `count` templates may save one more under `limit`. */
export function templateAllowed(limit: number, count: number): boolean {
  return limit === UNLIMITED_TEMPLATES || count < limit;
}
