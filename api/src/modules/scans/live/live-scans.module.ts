import { Module } from '@nestjs/common';
import { QrCodesModule } from '../../qrcodes';
import { LiveFeed } from './live-feed.service';
import { LiveScans } from './live-scans';
import { LiveTickets } from './live-tickets';

/** Scans as they are stored, to the live stream's clients on every replica. */
@Module({
  imports: [QrCodesModule],
  providers: [LiveScans, LiveTickets, LiveFeed],
  exports: [LiveScans, LiveFeed],
})
export class LiveScansModule {}
