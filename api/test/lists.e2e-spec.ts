import {
  LIST_MESSAGES,
  LIST_SORTS,
  type ContactMessageDto,
  type Page,
  type PaymentDto,
  type QrCodeDto,
  type UserDto,
} from '@qrpanel/contracts';
import { adminToken, saveSettings } from './support/admin';
import { checkout, createPlan } from './support/billing';
import { createQrCode, PUBLIC_URL, userOnPlan } from './support/qrcodes';
import { bearer, login, registerUser, startTestApp, SUPER_ADMIN, type TestApp } from './support/test-app';

/** Lists read on the server: pages, sorts, searches and filters, against counts the test makes. */
describe('Lists on the server', () => {
  let t: TestApp;
  let root: string;
  let admin: string;
  let alice: { token: string; id: number };
  let bob: { token: string; id: number };
  /** Alice's codes as made, oldest first. */
  const made: QrCodeDto[] = [];

  const get = async <T>(token: string, path: string): Promise<T> => {
    const res = await t.http().get(path).set(bearer(token));
    if (res.status !== 200) throw new Error(`${path} answered ${res.status}: ${JSON.stringify(res.body)}`);
    return res.body as T;
  };
  const ids = (rows: { id: number }[]) => rows.map((r) => r.id);
  const newestFirst = () => ids([...made].reverse());

  beforeAll(async () => {
    t = await startTestApp({ PUBLIC_URL });
    root = await login(t, SUPER_ADMIN.email, SUPER_ADMIN.password);
    admin = await adminToken(t, root);
    alice = await userOnPlan(t, root, { qr_code_limit: 0, customLogos: false });
    bob = await userOnPlan(t, root, { qr_code_limit: 0, customLogos: false });
    for (let i = 0; i < 30; i += 1) {
      const kind = i % 3 === 0 ? 'text' : 'url';
      made.push(
        await createQrCode(t, alice.token, {
          label: i === 7 ? 'Café Ölkarte' : `${i % 2 ? 'Menu' : 'Poster'} ${String(i).padStart(2, '0')}`,
          type: kind,
          generation_type: i % 5 === 0 ? 'static' : 'dynamic',
          data: kind === 'url' ? { url: `https://example.com/${i}` } : { text: `Text ${i}` },
        }),
      );
    }
    for (let i = 0; i < 4; i += 1) {
      await createQrCode(t, bob.token, { label: `Bob menu ${i}`, type: 'text', data: { text: 'b' } });
    }
  });

  afterAll(() => t.close());

  describe('codes', () => {
    it('answers every code as a plain array without a page, as before pages', async () => {
      const all = await get<QrCodeDto[]>(alice.token, '/api/qrcodes/my');
      expect(Array.isArray(all)).toBe(true);
      expect(ids(all)).toEqual(newestFirst());
    });

    it('answers { items, total, page, limit } with a page, and the pages together are the list', async () => {
      const first = await get<Page<QrCodeDto>>(alice.token, '/api/qrcodes/my?page=1&limit=7');
      expect(first).toEqual({ items: expect.any(Array), total: 30, page: 1, limit: 7 });
      const seen: number[] = [];
      for (let page = 1; page <= 5; page += 1) {
        const res = await get<Page<QrCodeDto>>(alice.token, `/api/qrcodes/my?page=${page}&limit=7`);
        expect(res.items.length).toBe(page < 5 ? 7 : 2);
        seen.push(...ids(res.items));
      }
      expect(seen).toEqual(newestFirst());
      const past = await get<Page<QrCodeDto>>(alice.token, '/api/qrcodes/my?page=6&limit=7');
      expect(past).toEqual({ items: [], total: 30, page: 6, limit: 7 });
      const byDefault = await get<Page<QrCodeDto>>(alice.token, '/api/qrcodes/my?page=2');
      expect(byDefault.limit).toBe(25);
      expect(ids(byDefault.items)).toEqual(newestFirst().slice(25));
    });

    it('sorts on each listed column, ascending or descending, the id breaking ties', async () => {
      const byLabel = [...made].sort((a, b) =>
        a.label < b.label ? -1 : a.label > b.label ? 1 : a.id - b.id,
      );
      const res = await get<Page<QrCodeDto>>(alice.token, '/api/qrcodes/my?page=1&limit=100&sort=label:asc');
      expect(res.items.map((c) => c.label)).toEqual(byLabel.map((c) => c.label));
      const oldest = await get<Page<QrCodeDto>>(
        alice.token,
        '/api/qrcodes/my?page=2&limit=10&sort=created_at:asc',
      );
      expect(ids(oldest.items)).toEqual(ids(made).slice(10, 20));
      for (const field of LIST_SORTS.codes.fields) {
        for (const dir of ['asc', 'desc']) {
          const page = await get<Page<QrCodeDto>>(
            alice.token,
            `/api/qrcodes/my?page=1&limit=100&sort=${field}:${dir}`,
          );
          expect(page.total).toBe(30);
          expect(new Set(ids(page.items)).size).toBe(30);
        }
      }
    });

    it('searches label or key whatever the case, non-ASCII included', async () => {
      const menus = made.filter((c) => c.label.toLowerCase().includes('menu'));
      const res = await get<Page<QrCodeDto>>(alice.token, '/api/qrcodes/my?page=1&limit=100&q=MENU');
      expect(res.total).toBe(menus.length);
      expect(ids(res.items).sort()).toEqual(ids(menus).sort());
      const cafe = await get<QrCodeDto[]>(
        alice.token,
        `/api/qrcodes/my?q=${encodeURIComponent('Café Ölkarte')}`,
      );
      expect(cafe.map((c) => c.label)).toEqual(['Café Ölkarte']);
      const byKey = await get<QrCodeDto[]>(alice.token, `/api/qrcodes/my?q=${made[3].uuid.slice(2, 14)}`);
      expect(ids(byKey)).toEqual([made[3].id]);
      const wildcard = await get<QrCodeDto[]>(alice.token, '/api/qrcodes/my?q=%25');
      expect(wildcard).toEqual([]);
    });

    it('pages a search in any order, the pages together its matches', async () => {
      const menus = made.filter((c) => c.label.toLowerCase().includes('menu'));
      expect(menus.length).toBeGreaterThan(3);
      for (const [sort, expected] of [
        ['created_at:desc', [...menus].reverse()],
        ['created_at:asc', menus],
      ] as const) {
        const seen: number[] = [];
        for (let page = 1; page <= Math.ceil(menus.length / 3); page += 1) {
          const res = await get<Page<QrCodeDto>>(
            alice.token,
            `/api/qrcodes/my?page=${page}&limit=3&q=menu&sort=${sort}`,
          );
          expect(res.total).toBe(menus.length);
          seen.push(...ids(res.items));
        }
        expect(seen).toEqual(ids(expected));
      }
      // In the order the list has without the search, whatever the column.
      for (const sort of ['label:asc', 'label:desc', 'type:asc', 'scans_count:desc']) {
        const all = await get<Page<QrCodeDto>>(alice.token, `/api/qrcodes/my?page=1&limit=100&sort=${sort}`);
        const searched = await get<Page<QrCodeDto>>(
          alice.token,
          `/api/qrcodes/my?page=1&limit=100&q=menu&sort=${sort}`,
        );
        expect(ids(searched.items)).toEqual(
          ids(all.items.filter((c) => c.label.toLowerCase().includes('menu'))),
        );
      }
      const past = await get<Page<QrCodeDto>>(alice.token, '/api/qrcodes/my?page=99&limit=3&q=menu');
      expect(past).toEqual({ items: [], total: menus.length, page: 99, limit: 3 });
    });

    it('filters by type, generation type and status, counted by the test', async () => {
      const text = await get<Page<QrCodeDto>>(alice.token, '/api/qrcodes/my?page=1&type=text');
      expect(text.total).toBe(made.filter((c) => c.type === 'text').length);
      const statics = await get<Page<QrCodeDto>>(
        alice.token,
        '/api/qrcodes/my?page=1&generation_type=static',
      );
      expect(statics.total).toBe(made.filter((c) => c.generation_type === 'static').length);
      await t
        .http()
        .post('/api/qrcodes/bulk')
        .set(bearer(alice.token))
        .send({ ids: [made[1].id, made[2].id], action: 'pause' })
        .expect(200);
      const paused = await get<QrCodeDto[]>(alice.token, '/api/qrcodes/my?status=paused');
      expect(ids(paused).sort()).toEqual([made[1].id, made[2].id].sort());
      const active = await get<Page<QrCodeDto>>(alice.token, '/api/qrcodes/my?page=1&status=active');
      expect(active.total).toBe(made.filter((c) => c.generation_type === 'dynamic').length - 2);
      const both = await get<Page<QrCodeDto>>(
        alice.token,
        '/api/qrcodes/my?page=1&type=url&status=paused&q=menu',
      );
      expect(ids(both.items)).toEqual([made[1].id]);
    });

    it("shows admins every code with its owner, or one owner's with userId; a user's own list is theirs alone", async () => {
      const all = await get<Page<QrCodeDto>>(admin, '/api/qrcodes/all?page=1&limit=5');
      expect(all.total).toBe(34);
      expect(all.items[0].owner).toEqual({ id: bob.id, name: 'Plan User', email: expect.any(String) });
      const bobs = await get<Page<QrCodeDto>>(admin, `/api/qrcodes/all?page=1&userId=${bob.id}`);
      expect(bobs.total).toBe(4);
      expect(bobs.items.every((c) => c.user_id === bob.id)).toBe(true);
      const own = await get<Page<QrCodeDto>>(alice.token, `/api/qrcodes/my?page=1&userId=${alice.id}`);
      expect(own.total).toBe(30);
      const others = await t.http().get(`/api/qrcodes/my?page=1&userId=${bob.id}`).set(bearer(alice.token));
      expect(others.status).toBe(403);
      expect(others.body.message).toBe(LIST_MESSAGES.ownCodesOnly);
      await t.http().get('/api/qrcodes/all?page=1').set(bearer(alice.token)).expect(403);
      await t.http().get('/api/qrcodes/my?page=1').expect(401);
    });

    it.each([
      ['limit=0', 'limit', LIST_MESSAGES.limitInvalid],
      ['limit=1000', 'limit', LIST_MESSAGES.limitInvalid],
      ['page=-1', 'page', LIST_MESSAGES.pageInvalid],
      ['page=0', 'page', LIST_MESSAGES.pageInvalid],
      ['page=1.5', 'page', LIST_MESSAGES.pageInvalid],
      ['page=99999999999', 'page', LIST_MESSAGES.pageInvalid],
      ['page=1&page=2', 'page', LIST_MESSAGES.pageInvalid],
      ['sort=password:asc', 'sort', LIST_MESSAGES.sortInvalid(LIST_SORTS.codes.fields)],
      ['sort=label:up', 'sort', LIST_MESSAGES.sortInvalid(LIST_SORTS.codes.fields)],
      ['sort=label', 'sort', LIST_MESSAGES.sortInvalid(LIST_SORTS.codes.fields)],
      ['type=pdf', 'type', LIST_MESSAGES.typeInvalid],
      ['status=deleted', 'status', LIST_MESSAGES.statusInvalid],
      ['generation_type=both', 'generation_type', LIST_MESSAGES.generationTypeInvalid],
      ['folderId=abc', 'folderId', LIST_MESSAGES.folderIdInvalid],
      [`tag=${'x'.repeat(33)}`, 'tag', LIST_MESSAGES.tagInvalid],
      [`q=${'q'.repeat(300)}`, 'q', LIST_MESSAGES.searchTooLong],
    ])('refuses %s with 400 naming the allowed values', async (query, field, message) => {
      const res = await t.http().get(`/api/qrcodes/my?${query}`).set(bearer(alice.token)).expect(400);
      expect(res.body).toMatchObject({
        statusCode: 400,
        error: 'Bad Request',
        fields: { [field]: [message] },
      });
      expect(res.body.message).toContain(message);
    });

    it('names the sortable columns in the sort message and refuses unknown parameters', async () => {
      expect(LIST_MESSAGES.sortInvalid(LIST_SORTS.codes.fields)).toBe(
        'sort must be field:asc or field:desc, where field is one of: created_at, label, type, generation_type, status, scans_count.',
      );
      const res = await t.http().get('/api/qrcodes/my?page=1&color=red').set(bearer(alice.token)).expect(400);
      expect(res.body.message).toEqual(['property color should not exist']);
    });
  });

  describe('users', () => {
    it('pages, sorts and searches name or email for the super_admin; others get 403', async () => {
      const everyone = await get<UserDto[]>(root, '/api/auth/users');
      const page = await get<Page<UserDto>>(root, '/api/auth/users?page=1&limit=2&sort=name:asc');
      expect(page.total).toBe(everyone.length);
      expect(page.items).toHaveLength(2);
      const byName = [...everyone].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : a.id - b.id));
      expect(ids(page.items)).toEqual(ids(byName).slice(0, 2));
      const plans = await get<Page<UserDto>>(root, '/api/auth/users?page=1&q=PLAN%20user');
      expect(plans.total).toBe(2);
      const byEmail = await get<UserDto[]>(
        root,
        `/api/auth/users?q=${encodeURIComponent(SUPER_ADMIN.email.toUpperCase())}`,
      );
      expect(byEmail.map((u) => u.email)).toEqual([SUPER_ADMIN.email]);
      const bad = await t
        .http()
        .get('/api/auth/users?page=1&sort=password_hash:asc')
        .set(bearer(root))
        .expect(400);
      expect(bad.body.message).toEqual([LIST_MESSAGES.sortInvalid(LIST_SORTS.users.fields)]);
      await t.http().get('/api/auth/users?page=1').set(bearer(admin)).expect(403);
      await t.http().get('/api/auth/users?page=1').set(bearer(alice.token)).expect(403);
      await t.http().get('/api/auth/users?page=1').expect(401);
    });
  });

  describe('payments', () => {
    it("pages, sorts and searches the payer's name or email; the old limit without a page still works", async () => {
      await saveSettings(t, root, {
        payment_manual_enabled: true,
        payment_manual_instructions: 'Pay by wire.',
      });
      const plan = await createPlan(t, root, { name: 'Lists plan', price: 12 });
      const buyers = [];
      for (const name of ['Zoë Buyer', 'Adam Buyer', 'Mia Buyer']) {
        const buyer = await registerUser(t, name);
        await checkout(t, buyer.token, { planId: plan.id, gateway: 'manual' }).expect(201);
        buyers.push(buyer);
      }
      const newest = await get<PaymentDto[]>(admin, '/api/subscriptions/payments?limit=2&gateway=manual');
      expect(newest.map((p) => p.user?.name)).toEqual(['Mia Buyer', 'Adam Buyer']);
      const page = await get<Page<PaymentDto>>(
        admin,
        '/api/subscriptions/payments?page=2&limit=2&gateway=manual',
      );
      expect(page).toMatchObject({ total: 3, page: 2, limit: 2 });
      expect(page.items.map((p) => p.user?.name)).toEqual(['Zoë Buyer']);
      const found = await get<Page<PaymentDto>>(
        admin,
        `/api/subscriptions/payments?page=1&q=${encodeURIComponent('zoë')}`,
      );
      expect(found.items.map((p) => p.user?.email)).toEqual([buyers[0].user.email]);
      const sorted = await get<Page<PaymentDto>>(
        admin,
        '/api/subscriptions/payments?page=1&sort=created_at:asc&gateway=manual',
      );
      expect(sorted.items.map((p) => p.user?.name)).toEqual(['Zoë Buyer', 'Adam Buyer', 'Mia Buyer']);
      // Two more: the plans assigned to alice and bob.
      const old = await t.http().get('/api/subscriptions/payments?limit=500').set(bearer(admin)).expect(200);
      expect(old.body).toHaveLength(5);
      const tooBig = await t
        .http()
        .get('/api/subscriptions/payments?page=1&limit=500')
        .set(bearer(admin))
        .expect(400);
      expect(tooBig.body.message).toEqual([LIST_MESSAGES.limitInvalid]);
      await t.http().get('/api/subscriptions/payments?page=1').set(bearer(alice.token)).expect(403);
    });
  });

  describe('messages', () => {
    it('pages, sorts and searches subject or sender for admins', async () => {
      for (const subject of ['Billing question', 'Menu codes broken', 'Hello']) {
        await t
          .http()
          .post('/api/contact')
          .set(bearer(bob.token))
          .send({ subject, message: 'Please help.' })
          .expect(201);
      }
      const page = await get<Page<ContactMessageDto>>(admin, '/api/contact?page=1&limit=2&sort=subject:asc');
      expect(page.total).toBe(3);
      expect(page.items.map((m) => m.subject)).toEqual(['Billing question', 'Hello']);
      const found = await get<Page<ContactMessageDto>>(admin, '/api/contact?page=1&q=MENU');
      expect(found.items.map((m) => m.subject)).toEqual(['Menu codes broken']);
      expect((await get<ContactMessageDto[]>(admin, '/api/contact')).length).toBe(3);
      const bad = await t.http().get('/api/contact?page=1&limit=101').set(bearer(admin)).expect(400);
      expect(bad.body.message).toEqual([LIST_MESSAGES.limitInvalid]);
      await t.http().get('/api/contact?page=1').set(bearer(bob.token)).expect(403);
    });
  });
});
