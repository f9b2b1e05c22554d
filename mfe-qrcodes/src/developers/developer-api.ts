import type { ApiKeyInput, WebhookEndpointInput } from '@qrpanel/contracts';
import { api, dataOf } from '@qrpanel/web';

/** The signed-in user's API keys (the Developers screen). */
export const developerApi = {
  keys: () => dataOf(api.GET('/api/api-keys')),
  createKey: (body: ApiKeyInput) => dataOf(api.POST('/api/api-keys', { body })),
  revokeKey: (id: number) => dataOf(api.DELETE('/api/api-keys/{id}', { params: { path: { id } } })),
};

/** The signed-in user's webhook endpoints and their delivery log. */
export const webhookApi = {
  list: () => dataOf(api.GET('/api/webhooks')),
  create: (body: WebhookEndpointInput) => dataOf(api.POST('/api/webhooks', { body })),
  remove: (id: number) => dataOf(api.DELETE('/api/webhooks/{id}', { params: { path: { id } } })),
  rotateSecret: (id: number) =>
    dataOf(api.POST('/api/webhooks/{id}/rotate-secret', { params: { path: { id } } })),
  enable: (id: number) =>
    dataOf(api.PATCH('/api/webhooks/{id}', { params: { path: { id } }, body: { enabled: true } })),
  deliveries: (id: number) => dataOf(api.GET('/api/webhooks/{id}/deliveries', { params: { path: { id } } })),
  redeliver: (id: number, deliveryId: string) =>
    dataOf(
      api.POST('/api/webhooks/{id}/deliveries/{deliveryId}/redeliver', {
        params: { path: { id, deliveryId } },
      }),
    ),
};
