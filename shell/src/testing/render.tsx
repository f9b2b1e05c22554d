import type { UserDto } from '@qrpanel/contracts';

export { renderAt } from '@qrpanel/web/testing/render';
export { fakeApi, sentBody, type FakeReply } from '@qrpanel/web/testing/fake-fetch';

/** The signed-in user of the shell's component tests, with what a test needs changed. */
export function testUser(changes: Partial<UserDto> = {}): UserDto {
  return {
    id: 1,
    name: 'Ann',
    email: 'ann@x.test',
    role: 'user',
    plan_name: 'Free Trial',
    subscription_plan_id: null,
    created_at: '',
    time_zone: 'UTC',
    color_scheme: 'auto',
    language: null,
    ...changes,
  };
}
