import { MigrationSteps } from './support/migration-steps';

/** The migration that adds the payments ledger, run on a database with subscriptions. */
describe('Payment ledger migration', () => {
  const steps = new MigrationSteps();
  beforeAll(() => steps.create());
  afterAll(() => steps.drop());

  it('records one payment per paid subscription, when it was made; nothing for unpaid or free ones', async () => {
    const index = steps.indexOf('PaymentLedger');
    const before = await steps.open(index);
    await before.query(
      `INSERT INTO users (name, email, password_hash, role, token_version) VALUES ('Buyer', 'buyer@example.com', 'x', 'user', 0)`,
    );
    const [{ id: userId }] = await before.query<{ id: number }[]>(`SELECT id FROM users`);
    const subscriptions: [string, string, number, string | null, string | null, string][] = [
      ['stripe', 'active', 19.99, 'in_1', '2026-03-01 00:00:00', '2026-01-15 10:00:00'],
      ['paypal', 'expired', 9.5, 'CAPTURE1', '2026-02-01 00:00:00', '2026-01-01 08:00:00'],
      ['manual', 'cancelled', 5, null, '2026-02-10 00:00:00', '2026-01-10 09:00:00'],
      // Rejected before it was paid, still waiting, assigned by an administrator.
      ['manual', 'cancelled', 5, null, null, '2026-01-11 09:00:00'],
      ['paypal', 'pending', 9.5, null, null, '2026-01-12 09:00:00'],
      ['admin', 'active', 0, null, null, '2026-01-13 09:00:00'],
    ];
    for (const [gateway, status, amount, paymentId, end, created] of subscriptions) {
      await before.query(
        `INSERT INTO subscriptions (user_id, plan_name, gateway, status, amount, currency, billing_interval, gateway_payment_id, current_period_end, created_at, updated_at)
         VALUES (?, 'Pro', ?, ?, ?, 'EUR', 'month', ?, ?, ?, ?)`,
        [userId, gateway, status, amount, paymentId, end, created, created],
      );
    }
    await before.destroy();

    const after = await steps.open(index + 1);
    const rows = await after.query<Record<string, unknown>[]>(
      `SELECT gateway, gateway_payment_id, amount, currency, paid_at FROM payment_ledger ORDER BY id`,
    );
    await after.destroy();
    expect(
      rows.map((r) => ({
        ...r,
        amount: Number(r.amount),
        paid_at:
          r.paid_at instanceof Date ? r.paid_at.toISOString() : `${String(r.paid_at).replace(' ', 'T')}.000Z`,
      })),
    ).toEqual([
      {
        gateway: 'stripe',
        gateway_payment_id: 'in_1',
        amount: 19.99,
        currency: 'EUR',
        paid_at: '2026-01-15T10:00:00.000Z',
      },
      {
        gateway: 'paypal',
        gateway_payment_id: 'CAPTURE1',
        amount: 9.5,
        currency: 'EUR',
        paid_at: '2026-01-01T08:00:00.000Z',
      },
      {
        gateway: 'manual',
        gateway_payment_id: null,
        amount: 5,
        currency: 'EUR',
        paid_at: '2026-01-10T09:00:00.000Z',
      },
    ]);
  });
});
