import { MigrationSteps } from './support/migration-steps';

interface Row {
  uuid: string;
  data: string;
  current_destination: string | null;
}

/** The migration that rewrites destinations saved with non-ASCII characters. */
describe('Destinations migration', () => {
  const steps = new MigrationSteps();
  beforeAll(() => steps.create());
  afterAll(() => steps.drop());

  it('writes every url code’s destination in ASCII, and leaves everything else as it was', async () => {
    const index = steps.indexOf('NormalizeDestinations');
    const before = await steps.open(index);
    await before.query(
      `INSERT INTO users (name, email, password_hash, role, token_version) VALUES ('Owner', 'owner@example.com', 'x', 'user', 0)`,
    );
    const [{ id: userId }] = await before.query<{ id: number }[]>(`SELECT id FROM users`);
    const tooLong = `https://example.com/${'é'.repeat(400)}`;
    const codes: [string, string, string, string | null][] = [
      ['cyrillic', 'url', 'https://аpple.com/🍕', 'https://аpple.com/🍕'],
      ['ascii', 'url', 'https://Example.com/menu', 'https://Example.com/menu'],
      ['too-long', 'url', tooLong, tooLong],
      ['text', 'text', 'Crème brûlée', null],
      // More than one page of rows.
      ...Array.from({ length: 520 }, (_, i): [string, string, string, string] => [
        `page-${i}`,
        'url',
        `https://example.com/café/${i}`,
        `https://example.com/café/${i}`,
      ]),
    ];
    await before.query(
      `INSERT INTO qr_codes (uuid, user_id, label, type, generation_type, data, current_destination, status)
       VALUES ${codes.map(() => `(?, ?, 'Code', ?, 'dynamic', ?, ?, 'active')`).join(', ')}`,
      codes.flatMap(([uuid, type, value, destination]) => [
        uuid,
        userId,
        type,
        JSON.stringify(type === 'url' ? { url: value } : { text: value }),
        destination,
      ]),
    );
    await before.destroy();

    const after = await steps.open(index + 1);
    const rows = new Map(
      (await after.query<Row[]>(`SELECT uuid, data, current_destination FROM qr_codes`)).map((r) => [
        r.uuid,
        r,
      ]),
    );
    await after.destroy();
    const stored = (uuid: string) => {
      const row = rows.get(uuid)!;
      return { data: JSON.parse(row.data) as unknown, current_destination: row.current_destination };
    };
    expect(stored('cyrillic')).toEqual({
      data: { url: 'https://xn--pple-43d.com/%F0%9F%8D%95' },
      current_destination: 'https://xn--pple-43d.com/%F0%9F%8D%95',
    });
    expect(stored('ascii')).toEqual({
      data: { url: 'https://Example.com/menu' },
      current_destination: 'https://Example.com/menu',
    });
    // Past the column's 2,048 characters once encoded: kept, and encoded as it is served.
    expect(stored('too-long')).toEqual({ data: { url: tooLong }, current_destination: tooLong });
    expect(stored('text')).toEqual({ data: { text: 'Crème brûlée' }, current_destination: null });
    for (let i = 0; i < 520; i += 1) {
      expect(stored(`page-${i}`)).toEqual({
        data: { url: `https://example.com/caf%C3%A9/${i}` },
        current_destination: `https://example.com/caf%C3%A9/${i}`,
      });
    }
  });
});
