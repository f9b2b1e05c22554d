/** Webhooks: the events a user's endpoints hear of, their deliveries, and their texts. */

import type { SettableQrStatus } from './qr-status';
import type { CodeType, GenerationType } from './qr-types';

export const WEBHOOK_EVENTS = ['scan.created', 'qrcode.created', 'qrcode.updated', 'qrcode.deleted'] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENTS)[number];

/** Redeliveries a minute: of one endpoint's deliveries, and of all a user's (429 past either). */
export const WEBHOOK_REDELIVERIES_PER_ENDPOINT = 20;
export const WEBHOOK_REDELIVERIES_PER_USER = 60;

/** Endpoints a user may have (a clear 422 past it). */
export const WEBHOOK_ENDPOINT_LIMIT = 20;
export const WEBHOOK_URL_MAX = 2048;
export const WEBHOOK_DESCRIPTION_MAX = 200;

/**
 * active: deliveries succeed (or have not failed for good); failing: a delivery spent all its
 * attempts; disabled: it failed for 3 days and is no longer sent to.
 */
export const WEBHOOK_STATUSES = ['active', 'failing', 'disabled'] as const;
export type WebhookStatus = (typeof WEBHOOK_STATUSES)[number];

export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'succeeded', 'failed'] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

/** What every delivery's body holds (Standard Webhooks' envelope). */
export interface WebhookPayload<T = Record<string, unknown>> {
  /** The event's id, also sent as webhook-id: the same on a retry or redelivery. */
  id: string;
  type: WebhookEventType;
  created_at: string;
  data: T;
}

/**
 * The data of qrcode.created, qrcode.updated and qrcode.deleted: the code as the change left
 * it (the rest is read through GET /api/v1/qrcodes/{id}).
 */
export interface QrCodeEventData {
  id: number;
  uuid: string;
  /** A dynamic code's short key; null for a static code. */
  key: string | null;
  /** Its short address, `{PUBLIC_URL}/{key}`; null for a static code. */
  short_url: string | null;
  label: string;
  type: CodeType;
  generation_type: GenerationType;
  destination: string | null;
  /** A dynamic code's status (a pause reads `paused`); null for a static code. */
  status: SettableQrStatus | null;
  /** Its folder; null when in none. */
  folder_id: number | null;
}

/** An endpoint as listed: never its secret. */
export interface WebhookEndpointDto {
  id: number;
  /** The workspace whose events it hears. */
  workspace_id: number;
  /** The member who added it. */
  created_by: number;
  url: string;
  description: string | null;
  events: WebhookEventType[];
  status: WebhookStatus;
  /** Since when its deliveries fail, while they do. */
  failing_since: string | null;
  /** After a rotation: until when deliveries are signed with the replaced secret too. */
  previous_secret_expires_at: string | null;
  created_at: string;
}

/** How long deliveries are signed with the replaced secret too, after a rotation. */
export const WEBHOOK_SECRET_OVERLAP_MS = 24 * 60 * 60_000;

/** The answer of POST …/webhooks and …/rotate-secret: the only time the signing secret is shown. */
export interface CreatedWebhookEndpointDto extends WebhookEndpointDto {
  /** whsec_ and base64: what Standard Webhooks libraries take to verify. */
  secret: string;
}

export interface WebhookEndpointInput {
  url: string;
  events: WebhookEventType[];
  description?: string | null;
}

/** One try to deliver an event. */
export interface WebhookAttemptDto {
  attempt: number;
  at: string;
  /** The receiver's HTTP status; null when none came (refused, timed out). */
  response_status: number | null;
  duration_ms: number;
  error: string | null;
}

export interface WebhookDeliveryDto {
  id: string;
  event_type: WebhookEventType;
  status: WebhookDeliveryStatus;
  attempts: number;
  response_status: number | null;
  duration_ms: number | null;
  created_at: string;
  next_attempt_at: string | null;
  /** Every attempt, first first. */
  history: WebhookAttemptDto[];
}

export const WEBHOOK_MESSAGES = {
  urlRequired: 'The webhook URL is required.',
  urlInvalid: 'The webhook URL must be an absolute http(s) URL.',
  urlTooLong: `The webhook URL must be at most ${WEBHOOK_URL_MAX} characters.`,
  urlNotHttps: 'The webhook URL must use https.',
  urlCredentials: 'The webhook URL must not contain a user name or password.',
  urlUnresolvable: 'The webhook URL’s host could not be resolved.',
  /** Names no address: the owner must not learn what an inside name resolves to. */
  urlPrivate: 'The webhook URL points to a private, loopback, link-local or metadata address.',
  eventsRequired: 'Choose at least one event.',
  eventInvalid: `Each event must be one of: ${WEBHOOK_EVENTS.join(', ')}.`,
  descriptionTooLong: `Description must be at most ${WEBHOOK_DESCRIPTION_MAX} characters.`,
  limitReached: `You can have at most ${WEBHOOK_ENDPOINT_LIMIT} webhook endpoints.`,
  notFound: 'Webhook endpoint not found.',
  deliveryNotFound: 'Webhook delivery not found.',
  disabled: 'This webhook endpoint is disabled: enable it again before redelivering.',
  redeliverLimited: (seconds: number) => `Too many redeliveries: try again in ${seconds} seconds.`,
} as const;
