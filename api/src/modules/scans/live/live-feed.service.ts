import {
  BeforeApplicationShutdown,
  HttpException,
  HttpStatus,
  Injectable,
  UnauthorizedException,
} from '@nestjs/common';
import type { ServerResponse } from 'node:http';
import {
  LIVE_MESSAGES,
  LIVE_RECENT_LIMIT,
  LIVE_STREAMS_PER_USER,
  LIVE_WINDOW_MINUTES,
  type LiveRecent,
  type LiveScan,
  type LiveTicket,
} from '@qrpanel/contracts';
import { CodeLookup } from '../../qrcodes';
import { ScansRepository, type RecentScan } from '../scans.repository';
import { codesIn, type AnalyticsScope } from '../analytics/analytics-scope';
import { LiveScans } from './live-scans';
import { LiveStream, LIVE_LIMITS } from './live-stream';
import { LiveTickets, type LiveTicketHolder } from './live-tickets';
import { dateOfSql } from '../../../platform/database/sql';

/** The live scans a caller may see: their own codes', or everyone's for admins. */
@Injectable()
export class LiveFeed implements BeforeApplicationShutdown {
  private readonly streams = new Set<LiveStream>();
  /** Each user's open streams on this replica: a stream holds a socket and a listener. */
  private readonly perUser = new Map<number, number>();
  constructor(
    private readonly live: LiveScans,
    private readonly tickets: LiveTickets,
    private readonly scans: ScansRepository,
    private readonly codes: CodeLookup,
  ) {}

  /** A ticket that opens the stream for the user once, within a minute. */
  issue(holder: LiveTicketHolder): Promise<LiveTicket> {
    return this.tickets.issue(holder);
  }

  /** Whom a ticket was issued to, in which workspace; 401 when it is unknown, expired or used. */
  async redeem(ticket: string): Promise<LiveTicketHolder> {
    const holder = await this.tickets.redeem(ticket);
    if (holder === null) throw new UnauthorizedException(LIVE_MESSAGES.badTicket);
    return holder;
  }

  /**
   * 429 when the user holds LIVE_STREAMS_PER_USER streams on this replica already: the
   * streams they have keep going, a new one waits until one of them closes. Call open()
   * right after, with nothing awaited in between.
   */
  admit(userId: number): void {
    if ((this.perUser.get(userId) ?? 0) >= LIVE_STREAMS_PER_USER)
      throw new HttpException(LIVE_MESSAGES.tooManyStreams, HttpStatus.TOO_MANY_REQUESTS);
  }

  /** Streams the scope's scans to the user's response until the client goes. */
  open(res: ServerResponse, scope: AnalyticsScope, userId: number): void {
    const stop = this.live.listen((scans) => {
      for (const { workspaceId, scan } of scans) {
        if (scope.workspaceId === null || scope.workspaceId === workspaceId) stream.send(scan);
      }
    });
    const stream = new LiveStream(res, LIVE_LIMITS, () => {
      stop();
      this.streams.delete(stream);
      const left = (this.perUser.get(userId) ?? 1) - 1;
      if (left > 0) this.perUser.set(userId, left);
      else this.perUser.delete(userId);
    });
    this.streams.add(stream);
    this.perUser.set(userId, (this.perUser.get(userId) ?? 0) + 1);
  }

  /** Streams never end by themselves: the server could not close while one is open. */
  beforeApplicationShutdown(): void {
    for (const stream of this.streams) stream.end();
  }

  /** The scans of the last 30 minutes in scope: their count and the latest ones. */
  async recent(scope: AnalyticsScope, now = new Date()): Promise<LiveRecent> {
    const since = new Date(now.getTime() - LIVE_WINDOW_MINUTES * 60_000);
    const fromId = await this.scans.firstIdSince(since);
    if (fromId === null) return { scans: 0, latest: [] };
    const codes = await codesIn(this.codes, scope);
    return {
      scans: await this.scans.countedSince(codes, fromId, since),
      latest: await this.withCodes(await this.scans.latestSince(codes, fromId, since, LIVE_RECENT_LIMIT)),
    };
  }

  /** The scans with their codes' labels and keys; a code deleted meanwhile takes its scans with it. */
  private async withCodes(rows: RecentScan[]): Promise<LiveScan[]> {
    const names = await this.codes.names([...new Set(rows.map((r) => Number(r.qr_code_id)))]);
    return rows.flatMap((row) => {
      const code = names.get(Number(row.qr_code_id));
      return code ? [liveScanOf(row, code)] : [];
    });
  }
}

function liveScanOf(row: RecentScan, code: { label: string; uuid: string | null }): LiveScan {
  const at = dateOfSql(row.scanned_at);
  return {
    at: at.toISOString(),
    code: { id: Number(row.qr_code_id), label: code.label, key: code.uuid ?? '' },
    country: row.country,
    city: row.city,
    os: row.os,
    device: row.device_type,
  };
}
