import { describeDetails } from './audit-details';

describe("an audit entry's details", () => {
  it('shows each change with its old and new value, and the rest as it is', () => {
    expect(
      describeDetails({
        fields: ['label', 'currentDestination'],
        destination: { from: 'https://a.example', to: 'https://b.example' },
      }),
    ).toEqual(['fields: label, currentDestination', 'destination: https://a.example → https://b.example']);
    expect(
      describeDetails({
        keys: ['app_name'],
        changes: { app_name: { from: 'A', to: 'B' }, smtp_pass: { from: '********', to: '********' } },
      }),
    ).toEqual(['app_name: A → B', 'smtp_pass: ******** → ********']);
    expect(describeDetails({ matched: 3, changed: 2, failed: 1, ids: [4, 5] })).toEqual([
      'matched: 3',
      'changed: 2',
      'failed: 1',
      'ids: 4, 5',
    ]);
    expect(describeDetails({ role: { from: 'editor', to: null } })).toEqual(['role: editor → —']);
    expect(describeDetails(null)).toEqual([]);
  });
});
