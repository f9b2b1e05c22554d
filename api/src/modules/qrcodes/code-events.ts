import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { QrCodeEventData } from '@qrpanel/contracts';
import { EventOutbox } from '../../platform/events/event-outbox';
import type { QrCode } from './qr-code.entity';
import { shortUrlOf } from './qr-code.view';
import { ShortKeys } from './short-keys.service';

type CodeEvent = 'qrcode.created' | 'qrcode.updated' | 'qrcode.deleted';

/** What an event tells of a code. */
export type EventCode = Pick<
  QrCode,
  | 'id'
  | 'uuid'
  | 'key'
  | 'domainId'
  | 'workspaceId'
  | 'label'
  | 'type'
  | 'generationType'
  | 'currentDestination'
  | 'status'
  | 'folderId'
>;

/**
 * Leaves a code's event for its workspace's webhooks, in the transaction that changes the code.
 * The event names the code as the change left it (its status, folder and short address among
 * the rest); a receiver reads the rest through GET /api/v1/qrcodes/{id}.
 */
@Injectable()
export class CodeEvents {
  constructor(
    private readonly outbox: EventOutbox,
    private readonly keys: ShortKeys,
  ) {}

  async record(manager: EntityManager, type: CodeEvent, code: EventCode): Promise<void> {
    const printing = await this.keys.printing(code.domainId ? [code.domainId] : []);
    const data: QrCodeEventData = {
      id: code.id,
      uuid: code.uuid,
      key: code.key ?? null,
      short_url: shortUrlOf({ key: code.key ?? null, domainId: code.domainId ?? 0 }, printing),
      label: code.label,
      type: code.type,
      generation_type: code.generationType,
      destination: code.currentDestination ?? null,
      status: code.status ?? null,
      folder_id: code.folderId ?? null,
    };
    await this.outbox.record(manager, code.workspaceId, type, { ...data });
  }
}
