import { lookup } from 'node:dns/promises';
import type { AppConfig } from '../../../platform/config/app-config';
import { WebhookSender } from './webhook-sender';

// A resolver that never answers (a DNS server gone quiet).
jest.mock('node:dns/promises', () => ({ lookup: jest.fn(() => new Promise(() => undefined)) }));

describe('WebhookSender', () => {
  const sender = new WebhookSender({
    webhooks: {
      allowHttp: false,
      allowPrivate: false,
      timeoutMs: 200,
      retryScheduleMs: [0],
      disableAfterMs: 0,
    },
  } as unknown as AppConfig);

  it('counts the host’s lookup in the timeout: a lookup that never answers fails the attempt in time', async () => {
    // On a clock of the test's own: "in time" is then the timeout itself, however busy the
    // machine is. A lookup outside the timeout would leave the attempt waiting for good.
    jest.useFakeTimers();
    try {
      let settled = false;
      const sending = sender
        .send(
          'https://hooks.example.com/in',
          [`whsec_${Buffer.alloc(32, 1).toString('base64')}`],
          'msg_1',
          '{}',
        )
        .finally(() => (settled = true));
      await jest.advanceTimersByTimeAsync(199);
      expect(settled).toBe(false);
      await jest.advanceTimersByTimeAsync(1);
      expect(settled).toBe(true);
      const result = await sending;
      expect(lookup).toHaveBeenCalledWith('hooks.example.com', { all: true, verbatim: true });
      expect(result).toMatchObject({ ok: false, status: null, error: 'No answer within 200 ms' });
      expect(result.durationMs).toBe(200);
    } finally {
      jest.useRealTimers();
    }
  });
});
