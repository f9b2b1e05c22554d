import type { PlanDto } from '@qrpanel/contracts';
import { rootToken, saveSettings } from './support/admin';
import { checkout, createPlan, listedUser, payments } from './support/billing';
import { bearer, registerUser, startTestApp, type TestApp } from './support/test-app';

/**
 * Two replicas of the api on one database: changes of one user's subscriptions made
 * through both at once take turns (each locks the user's row in the database).
 */
describe('subscriptions on two replicas', () => {
  const replicas: TestApp[] = [];
  let root: string;
  let plans: PlanDto[];

  beforeAll(async () => {
    const first = await startTestApp();
    const db = first.config.database;
    const shared: Record<string, string> = { DATA_DIR: first.config.dataDir };
    if (db.kind === 'mariadb') shared.DATABASE_URL = db.url;
    replicas.push(first, await startTestApp(shared));
    root = await rootToken(first);
    plans = await Promise.all(
      ['Race A', 'Race B'].map((name) => createPlan(first, root, { name, price: 5 })),
    );
    await saveSettings(first, root, {
      payment_manual_enabled: true,
      payment_manual_instructions: 'Wire it.',
    });
  });
  afterAll(async () => {
    for (const r of [...replicas].reverse()) await r.close();
  });

  /** The user's live subscriptions, as the payments list shows them. */
  const live = async (userId: number) =>
    (await payments(replicas[1], root)).filter((p) => p.user?.id === userId && p.status === 'active');

  it('leaves one live subscription, the one whose plan the user is on, after assignments raced through both', async () => {
    const user = await registerUser(replicas[0]);
    for (let round = 0; round < 5; round += 1) {
      const assignments = Array.from({ length: 6 }, (_, i) =>
        replicas[i % 2]
          .http()
          .put(`/api/auth/users/${user.user.id}/assign-plan`)
          .set(bearer(root))
          .send({ planId: plans[Math.floor(i / 2) % 2].id }),
      );
      expect((await Promise.all(assignments)).map((res) => res.status)).toEqual(assignments.map(() => 200));
      const [only, ...others] = await live(user.user.id);
      expect(others).toEqual([]);
      expect((await listedUser(replicas[1], root, user.user.id)).subscription_plan_id).toBe(only.plan_id);
    }
  });

  it('leaves one live subscription after manual payments approved and plans assigned through both at once', async () => {
    const user = await registerUser(replicas[0]);
    for (let round = 0; round < 3; round += 1) {
      const pending = await Promise.all(
        plans.map(async (plan) => {
          const res = await checkout(replicas[0], user.token, { planId: plan.id, gateway: 'manual' }).expect(
            201,
          );
          return (res.body as { subscriptionId: number }).subscriptionId;
        }),
      );
      const changes = [
        ...pending.map((id, i) =>
          replicas[i % 2].http().patch(`/api/subscriptions/${id}/approve`).set(bearer(root)),
        ),
        ...plans.map((plan, i) =>
          replicas[(i + 1) % 2]
            .http()
            .put(`/api/auth/users/${user.user.id}/assign-plan`)
            .set(bearer(root))
            .send({ planId: plan.id }),
        ),
      ];
      expect((await Promise.all(changes)).map((res) => res.status)).toEqual(changes.map(() => 200));
      const [only, ...others] = await live(user.user.id);
      expect(others).toEqual([]);
      expect((await listedUser(replicas[1], root, user.user.id)).subscription_plan_id).toBe(only.plan_id);
    }
  });
});
