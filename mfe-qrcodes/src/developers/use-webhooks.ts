import type { CreatedWebhookEndpointDto, WebhookEndpointDto, WebhookEndpointInput } from '@qrpanel/contracts';
import { ApiError, errorMessage, i18n, notifyError, notifySuccess } from '@qrpanel/web';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { webhookApi } from './developer-api';

const ENDPOINTS = ['webhooks'];

/**
 * The user's webhook endpoints: listed with their status, added (secret shown once), their
 * secret rotated (the new one shown once), enabled again, deleted.
 */
export function useWebhooks() {
  const queryClient = useQueryClient();
  const endpoints = useQuery({ queryKey: ENDPOINTS, queryFn: webhookApi.list });
  const changed = () => queryClient.invalidateQueries({ queryKey: ENDPOINTS });

  const create = async (
    input: WebhookEndpointInput,
  ): Promise<CreatedWebhookEndpointDto | ApiError | null> => {
    try {
      const made = await webhookApi.create(input);
      await changed();
      return made;
    } catch (e) {
      if (e instanceof ApiError && e.fields) return e;
      notifyError(errorMessage(e, i18n.t('qrcodes:developers.webhooks.createFailed')));
      return null;
    }
  };

  const remove = async (endpoint: WebhookEndpointDto): Promise<void> => {
    try {
      await webhookApi.remove(endpoint.id);
      await changed();
      notifySuccess(i18n.t('qrcodes:developers.webhooks.deleted'));
    } catch (e) {
      notifyError(errorMessage(e, i18n.t('qrcodes:developers.webhooks.deleteFailed')));
    }
  };

  const enable = async (endpoint: WebhookEndpointDto): Promise<void> => {
    try {
      await webhookApi.enable(endpoint.id);
      await changed();
      notifySuccess(i18n.t('qrcodes:developers.webhooks.enabled'));
    } catch (e) {
      notifyError(errorMessage(e, i18n.t('qrcodes:developers.webhooks.enableFailed')));
    }
  };

  /** The endpoint with its new secret, or null when the rotation failed (said in a notification). */
  const rotate = async (endpoint: WebhookEndpointDto): Promise<CreatedWebhookEndpointDto | null> => {
    try {
      const rotated = await webhookApi.rotateSecret(endpoint.id);
      await changed();
      return rotated;
    } catch (e) {
      notifyError(errorMessage(e, i18n.t('qrcodes:developers.webhooks.rotateFailed')));
      return null;
    }
  };

  return { endpoints, create, remove, enable, rotate };
}
