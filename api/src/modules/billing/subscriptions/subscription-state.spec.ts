import { addInterval, applyReport, type SubscriptionState } from './subscription-state';

const at = (iso: string) => new Date(iso);
const now = at('2026-06-15T12:00:00Z');

describe('addInterval', () => {
  it('adds a calendar month or year, keeping the day where the month has it', () => {
    expect(addInterval(at('2026-03-10T08:30:00Z'), 'month').toISOString()).toBe('2026-04-10T08:30:00.000Z');
    expect(addInterval(at('2026-12-31T00:00:00Z'), 'month').toISOString()).toBe('2027-01-31T00:00:00.000Z');
    expect(addInterval(at('2026-01-31T00:00:00Z'), 'month').toISOString()).toBe('2026-02-28T00:00:00.000Z');
    expect(addInterval(at('2028-01-31T00:00:00Z'), 'month').toISOString()).toBe('2028-02-29T00:00:00.000Z');
    expect(addInterval(at('2028-02-29T00:00:00Z'), 'year').toISOString()).toBe('2029-02-28T00:00:00.000Z');
    expect(addInterval(at('2026-05-20T00:00:00Z'), 'year').toISOString()).toBe('2027-05-20T00:00:00.000Z');
  });
});

describe('applyReport', () => {
  const pending: SubscriptionState = { status: 'pending', periodEnd: null };
  const active: SubscriptionState = { status: 'active', periodEnd: at('2026-07-01T00:00:00Z') };

  it('starts a pending subscription on a report that confirms it', () => {
    expect(applyReport(pending, { status: 'active', periodEnd: active.periodEnd }, now)).toEqual(active);
    expect(applyReport(pending, { status: 'trialing', periodEnd: active.periodEnd }, now).status).toBe(
      'trialing',
    );
    expect(applyReport(pending, {}, now)).toEqual(pending);
  });

  it('moves the period end forward only', () => {
    const later = at('2026-08-01T00:00:00Z');
    expect(applyReport(active, { status: 'active', periodEnd: later }, now).periodEnd).toEqual(later);
    expect(applyReport(active, { status: 'active', periodEnd: at('2026-06-01T00:00:00Z') }, now)).toEqual(
      active,
    );
  });

  it('never goes back from active to trialing', () => {
    expect(applyReport(active, { status: 'trialing' }, now).status).toBe('active');
  });

  it('keeps cancelled final, whatever comes after', () => {
    const cancelled = applyReport(active, { status: 'cancelled' }, now);
    expect(cancelled.status).toBe('cancelled');
    expect(applyReport(cancelled, { status: 'active', periodEnd: at('2027-01-01T00:00:00Z') }, now)).toEqual(
      cancelled,
    );
  });

  it('brings an expired subscription back only with a period that has not ended', () => {
    const expired: SubscriptionState = { status: 'expired', periodEnd: at('2026-06-01T00:00:00Z') };
    expect(
      applyReport(expired, { status: 'active', periodEnd: at('2026-06-10T00:00:00Z') }, now).status,
    ).toBe('expired');
    expect(
      applyReport(expired, { status: 'active', periodEnd: at('2026-07-10T00:00:00Z') }, now).status,
    ).toBe('active');
  });

  it('expires only what never started', () => {
    expect(applyReport(pending, { status: 'expired' }, now).status).toBe('expired');
    expect(applyReport(active, { status: 'expired' }, now).status).toBe('active');
  });
});
