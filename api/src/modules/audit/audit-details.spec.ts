import { auditChanges } from './audit-details';

describe('auditChanges', () => {
  it('names the fields that changed, with their old and new values', () => {
    expect(auditChanges({ a: 1, b: 'x', c: [1] }, { a: 1, b: 'y', c: [1, 2] }, ['a', 'b', 'c'])).toEqual({
      fields: ['b', 'c'],
      changes: { b: { from: 'x', to: 'y' }, c: { from: [1], to: [1, 2] } },
    });
  });

  it("masks a secret's values on both sides", () => {
    const out = auditChanges({ key: 'sk_live_1234' }, { key: 'sk_live_5678' }, ['key'], new Set(['key']));
    expect(out).toEqual({ fields: ['key'], changes: { key: { from: '********', to: '********' } } });
    expect(JSON.stringify(out)).not.toMatch(/1234|5678/);
  });
});
