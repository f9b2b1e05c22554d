import type { EntityManager } from 'typeorm';
import type { QrCodeEventData } from '@qrpanel/contracts';
import type { EventOutbox } from '../../platform/events/event-outbox';
import type { QrCode } from './qr-code.entity';

type CodeEvent = 'qrcode.created' | 'qrcode.updated' | 'qrcode.deleted';

/**
 * Leaves a code's event for its workspace's webhooks, in the transaction that changes the code.
 * The event names the code as the change left it (its status and folder among the rest); a
 * receiver reads the rest through GET /api/v1/qrcodes/{id}.
 */
export function recordCodeEvent(
  outbox: EventOutbox,
  manager: EntityManager,
  type: CodeEvent,
  code: Pick<
    QrCode,
    | 'id'
    | 'uuid'
    | 'workspaceId'
    | 'label'
    | 'type'
    | 'generationType'
    | 'currentDestination'
    | 'status'
    | 'folderId'
  >,
): Promise<void> {
  const data: QrCodeEventData = {
    id: code.id,
    uuid: code.uuid,
    label: code.label,
    type: code.type,
    generation_type: code.generationType,
    destination: code.currentDestination ?? null,
    status: code.status ?? null,
    folder_id: code.folderId ?? null,
  };
  return outbox.record(manager, code.workspaceId, type, { ...data });
}
