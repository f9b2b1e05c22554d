import { MigrationSteps } from './support/migration-steps';

/** The migration that adds subscriptions, run on a database that already has users on plans. */
describe('Subscriptions migration', () => {
  const steps = new MigrationSteps();
  beforeAll(() => steps.create());
  afterAll(() => steps.drop());

  it('keeps the plans users had, as subscriptions assigned by an administrator', async () => {
    const index = steps.indexOf('Subscriptions');
    const before = await steps.open(index);
    await before.query(
      `INSERT INTO plans (name, description, price, currency, billing_interval, qr_code_limit, scan_limit, trial_period_days, status, is_featured, feature_analytics, feature_custom_logos)
       VALUES ('Legacy', '', 5, 'EUR', 'year', 9, 0, 0, 'archived', 0, 1, 0)`,
    );
    const [{ id: planId }] = await before.query<{ id: number }[]>(
      `SELECT id FROM plans WHERE name = 'Legacy'`,
    );
    for (const [email, plan] of [
      ['on-plan@example.com', planId],
      ['free@example.com', null],
    ] as const) {
      await before.query(
        `INSERT INTO users (name, email, password_hash, role, token_version, subscription_plan_id) VALUES (?, ?, 'x', 'user', 0, ?)`,
        [email, email, plan],
      );
    }
    await before.destroy();

    const after = await steps.open(index + 1);
    const rows = await after.query<Record<string, unknown>[]>(
      `SELECT u.email, s.plan_id, s.plan_name, s.gateway, s.status, s.amount, s.currency, s.billing_interval, s.current_period_end
       FROM subscriptions s INNER JOIN users u ON u.id = s.user_id`,
    );
    await after.destroy();
    expect(rows).toHaveLength(1);
    expect({ ...rows[0], amount: Number(rows[0].amount), plan_id: Number(rows[0].plan_id) }).toEqual({
      email: 'on-plan@example.com',
      plan_id: Number(planId),
      plan_name: 'Legacy',
      gateway: 'admin',
      status: 'active',
      amount: 0,
      currency: 'EUR',
      billing_interval: 'year',
      current_period_end: null,
    });
  });
});
