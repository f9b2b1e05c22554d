import createClient, { type Client, type ClientOptions } from 'openapi-fetch';
import type { components, paths } from './schema';

export type { components, paths, operations } from './schema';

/** A code as the public API answers it. */
export type QrCode = components['schemas']['QrCodeResponseDto'];
/** The body of a create (and, every field optional, of a change). */
export type QrCodeInput = components['schemas']['SaveQrCodeDto'];
/** A code's analytics: totals, breakdowns and its scans over time. */
export type CodeAnalytics = components['schemas']['CodeAnalyticsDto'];
/** A webhook endpoint as listed (never its secret). */
export type WebhookEndpoint = components['schemas']['WebhookEndpointResponseDto'];
/** The answer of a create: the endpoint with its signing secret, shown this once. */
export type CreatedWebhookEndpoint = components['schemas']['CreatedWebhookEndpointResponseDto'];
/** One event's delivery to an endpoint, with its attempts. */
export type WebhookDelivery = components['schemas']['WebhookDeliveryResponseDto'];
/** Every error of the public API (RFC 9457). */
export type Problem = components['schemas']['ProblemDetailsDto'];

export interface QrPanelClientOptions extends Omit<ClientOptions, 'baseUrl'> {
  /** Where the QR Panel is, e.g. https://qr.example.com (without /api/v1). */
  baseUrl: string;
  /** A key made on the Developers screen: qrp_… */
  apiKey: string;
}

export type QrPanelClient = Client<paths>;

/**
 * A typed client of /api/v1: every path, parameter, body and answer is checked by
 * TypeScript against the document the server serves.
 */
export function createQrPanelClient({
  baseUrl,
  apiKey,
  headers,
  ...options
}: QrPanelClientOptions): QrPanelClient {
  return createClient<paths>({
    ...options,
    baseUrl: baseUrl.replace(/\/+$/, ''),
    headers: { ...(headers as Record<string, string> | undefined), Authorization: `Bearer ${apiKey}` },
  });
}
