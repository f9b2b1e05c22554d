// Parts tested alone need the app's texts, which its screens register when they load.
import '../i18n';
import type { PublicPlanDto, PublicSettingsDto, UserDto, WorkspaceDto } from '@qrpanel/contracts';
import { setSession } from '@qrpanel/web';
import { renderAt } from '@qrpanel/web/testing/render';
import type { ReactElement } from 'react';

export function plan(overrides: Partial<PublicPlanDto> = {}): PublicPlanDto {
  return {
    id: 1,
    name: 'Starter',
    description: 'For a first campaign',
    price: 9,
    currency: 'USD',
    billing_interval: 'month',
    qr_code_limit: 25,
    scan_limit: 5000,
    trial_period_days: 0,
    status: 'active',
    is_featured: false,
    features: { analytics: true, customLogos: false },
    api_key_limit: 0,
    api_rate_limit: 120,
    template_limit: 1,
    member_limit: 0,
    domain_limit: 0,
    storage_limit_mb: 0,
    ...overrides,
  };
}

export function settings(overrides: Partial<PublicSettingsDto> = {}): PublicSettingsDto {
  return {
    app_name: 'QR Panel',
    app_logo_url: '',
    contact_email: '',
    social_links: [],
    payment_stripe_enabled: true,
    stripe_public_key: 'pk_test_1',
    payment_paypal_enabled: true,
    paypal_client_id: 'paypal-client',
    payment_razorpay_enabled: false,
    razorpay_key_id: '',
    payment_phonepe_enabled: false,
    payment_manual_enabled: true,
    payment_default_gateway: 'stripe',
    allow_registration: true,
    privacy_policy: '',
    terms_of_service: '',
    seo_meta_title: '',
    seo_meta_description: '',
    short_links: false,
    domain_target: '',
    ...overrides,
  };
}

export function user(overrides: Partial<UserDto> = {}): UserDto {
  return {
    id: 7,
    name: 'Uma User',
    email: 'uma@example.com',
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

/** The workspace the user works in: their own, which they own, on the Free Trial unless changed. */
export function workspace(overrides: Partial<WorkspaceDto> = {}): WorkspaceDto {
  return {
    id: 3,
    name: "Uma User's workspace",
    role: 'owner',
    members: 1,
    plan_id: null,
    created_at: '2026-01-01T00:00:00.000Z',
    current: true,
    time_zone: null,
    analytics_time_zone: 'UTC',
    require_2fa: false,
    ...overrides,
  };
}

type Answer = { status: number; body?: unknown };

/**
 * A fetch answering by method and path ('GET /plans'); an unlisted call answers 404, but
 * for the user's workspaces (their own, workspace()). Records the calls made.
 */
export function routeFetch(listed: Record<string, Answer | (() => Answer)>): jest.Mock {
  const routes: Record<string, Answer | (() => Answer)> = {
    'GET /workspaces': { status: 200, body: [workspace()] },
    ...listed,
  };
  const mock = jest.fn((url: string, init?: RequestInit) => {
    const key = `${init?.method ?? 'GET'} ${url.replace(/^\/api/, '')}`;
    const route = routes[key];
    const answer =
      typeof route === 'function' ? route() : (route ?? { status: 404, body: { message: 'Not Found' } });
    return Promise.resolve({
      ok: answer.status >= 200 && answer.status < 300,
      status: answer.status,
      headers: new Headers(),
      text: () => Promise.resolve(answer.body === undefined ? '' : JSON.stringify(answer.body)),
    } as Response);
  });
  globalThis.fetch = mock as unknown as typeof fetch;
  return mock;
}

/** Renders inside the providers the shell gives a remote, signed in. */
export function renderWithProviders(ui: ReactElement, path = '/', routePath = '*') {
  setSession({ token: 'tok-test', user: user() });
  // The payment status page stands in as a placeholder unless it is the screen under test.
  return renderAt(path, { '/payment-success': <p>Payment status page</p>, [routePath]: ui });
}
