import { defaultDesign, type QrCodeDto, type UserDto } from '@qrpanel/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { setSession } from '@qrpanel/web';
import { renderAt, screensOf } from '@qrpanel/web/testing/render';
import { ROUTES } from '../routes';

export { fakeApi, sentBody, type FakeReply } from '@qrpanel/web/testing/fake-fetch';

export function user(overrides: Partial<UserDto> = {}): UserDto {
  return {
    id: 1,
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    role: 'user',
    plan_name: 'Free Trial',
    subscription_plan_id: null,
    created_at: '2026-01-01T00:00:00.000Z',
    time_zone: 'UTC',
    color_scheme: 'auto',
    language: null,
    ...overrides,
  };
}

export function qrCode(overrides: Partial<QrCodeDto> = {}): QrCodeDto {
  return {
    id: 7,
    uuid: 'Xq3vB1nR0cT8yWmZ2aK5dQ',
    key: 'k7m2p',
    short_url: 'http://localhost/k7m2p',
    domain_id: null,
    label: 'Menu',
    type: 'url',
    generation_type: 'dynamic',
    data: { url: 'https://example.com/menu' },
    scans_count: 1234,
    status: 'active',
    user_id: 1,
    workspace_id: 1,
    created_by: { id: 1, name: 'Ana' },
    created_at: '2026-03-01T10:00:00.000Z',
    current_destination: 'https://example.com/menu',
    foreground_color: '#000000',
    background_color: '#FFFFFF',
    logo_path: null,
    size: 300,
    frameId: 'none',
    expires_at: null,
    rules: null,
    split: null,
    has_password: false,
    max_scans: null,
    starts_at: null,
    folderId: null,
    tags: [],
    design: defaultDesign(),
    encoded_payload: 'http://localhost/qr-redirect/Xq3vB1nR0cT8yWmZ2aK5dQ',
    ...overrides,
  };
}

/**
 * Renders this remote's screen at `path`, signed in as `as`, inside the providers the shell
 * gives a remote (with its query cache, when one is given).
 */
export function renderScreen(path: string, as: UserDto = user(), queryClient?: QueryClient) {
  setSession({ token: 'tok-test', user: as });
  return renderAt(path, screensOf(ROUTES), queryClient);
}
