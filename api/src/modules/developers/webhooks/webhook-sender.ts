import { Inject, Injectable } from '@nestjs/common';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { APP_CONFIG, type AppConfig, type WebhookConfig } from '../../../platform/config/app-config';
import { beforeDeadline } from '../../../platform/common/deadline';
import { parseWebhookUrl, resolveWebhookHost, WebhookUrlError, type PinnedAddress } from './webhook-address';

/** Bytes of a receiver's answer read at most: only its status matters. */
const BODY_LIMIT = 4096;

export interface SendResult {
  ok: boolean;
  /** null when no answer came (refused, timed out, an address not allowed). */
  status: number | null;
  durationMs: number;
  error: string | null;
}

/**
 * POSTs one signed event (Standard Webhooks: webhook-id, webhook-timestamp,
 * webhook-signature, one signature for each secret, space-separated: a receiver verifies
 * with either while a rotated secret overlaps its successor). The host is resolved and checked again at each delivery and the
 * request goes to that address (no second lookup a rebinding DNS could answer otherwise);
 * redirects are not followed, at most 4 KB of the answer is read, and the whole exchange,
 * the lookup included, has the configured timeout (10 s). A 2xx is success.
 */
@Injectable()
export class WebhookSender {
  private readonly policy: WebhookConfig;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.policy = config.webhooks;
  }

  async send(target: string, secrets: readonly string[], id: string, body: string): Promise<SendResult> {
    const started = Date.now();
    const done = (status: number | null, error: string | null): SendResult => ({
      ok: status !== null && status >= 200 && status < 300,
      status,
      durationMs: Date.now() - started,
      error,
    });
    const timeLeft = () => started + this.policy.timeoutMs - Date.now();
    try {
      const url = parseWebhookUrl(target, this.policy);
      const pinned = await this.beforeTimeout(resolveWebhookHost(url, this.policy), timeLeft());
      const signedAt = new Date();
      const headers = {
        'content-type': 'application/json',
        'user-agent': 'QRPanel-Webhooks/1',
        'webhook-id': id,
        'webhook-timestamp': String(Math.floor(signedAt.getTime() / 1000)),
        'webhook-signature': secrets.map((secret) => new Webhook(secret).sign(id, signedAt, body)).join(' '),
      };
      const status = await this.post(url, pinned, headers, body, timeLeft());
      return done(status, status >= 200 && status < 300 ? null : `HTTP ${status}`);
    } catch (e) {
      return done(null, e instanceof WebhookUrlError ? e.message : (e as Error).message || 'Request failed');
    }
  }

  /**
   * The lookup's answer, or the timeout's error once `ms` have passed: a lookup cannot be
   * called off, so a late answer is dropped.
   */
  private beforeTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
    return beforeDeadline(work, ms, () => this.timedOut());
  }

  private timedOut(): Error {
    return new Error(`No answer within ${this.policy.timeoutMs} ms`);
  }

  private post(
    url: URL,
    pinned: PinnedAddress,
    headers: Record<string, string>,
    body: string,
    timeoutMs: number,
  ): Promise<number> {
    // Every lookup of this request answers the address checked above.
    const lookup: LookupFunction = (_host, options, callback) => {
      if (options.all) callback(null, [pinned]);
      else callback(null, pinned.address, pinned.family);
    };
    const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
    return new Promise((resolve, reject) => {
      const req = send(url, {
        method: 'POST',
        headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) },
        lookup,
        agent: false,
      });
      const timer = setTimeout(() => req.destroy(this.timedOut()), Math.max(1, timeoutMs));
      req.on('error', (e) => {
        clearTimeout(timer);
        reject(e);
      });
      req.on('response', (res: IncomingMessage) => {
        let read = 0;
        const finish = () => {
          clearTimeout(timer);
          resolve(res.statusCode ?? 0);
          res.destroy();
        };
        res.on('data', (chunk: Buffer) => {
          read += chunk.length;
          if (read >= BODY_LIMIT) finish();
        });
        res.on('end', finish);
        res.on('error', finish);
      });
      req.end(body);
    });
  }
}
