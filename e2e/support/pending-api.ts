import type { Page, Request, Route } from '@playwright/test';

/**
 * Answers, in the browser, the api calls whose endpoints are not in the api yet, in the
 * shapes SPEC.md and DESIGN.md document. Each journey that needs one says so; once the
 * endpoint exists, the journey drops the fake and meets the real api.
 *
 *   GET  /api/settings                  (public part: app_name, app_logo_url, allow_registration)
 *   POST /api/auth/forgot-password      { email }
 *   POST /api/auth/reset-password       { token, password }
 *   GET  /api/qrcodes/stats/dashboard   dashboard stats in the caller's scope
 *   GET  /api/admin/stats/dashboard     dashboard stats for super_admin
 *   POST /api/contact                   { subject, message }
 *   GET  /api/qrcodes/redirect/{uuid}   { type, data }
 */
export const PENDING_ENDPOINTS = [
  'GET /api/settings',
  'POST /api/auth/forgot-password',
  'POST /api/auth/reset-password',
  'GET /api/qrcodes/stats/dashboard',
  'GET /api/admin/stats/dashboard',
  'POST /api/contact',
  'GET /api/qrcodes/redirect/{uuid}',
] as const;

export interface FakeAnswer {
  status?: number;
  body?: unknown;
  /** Milliseconds before answering (to see the busy state). */
  delayMs?: number;
}

/** The requests a fake received, to check what the screen sent. */
export type Received = Request[];

async function answer(route: Route, { status = 200, body, delayMs = 0 }: FakeAnswer): Promise<void> {
  if (delayMs) await new Promise((r) => setTimeout(r, delayMs));
  await route.fulfill({
    status,
    contentType: 'application/json',
    body: body === undefined ? '' : JSON.stringify(body),
  });
}

async function fake(page: Page, method: string, url: string, reply: FakeAnswer): Promise<Received> {
  const received: Received = [];
  await page.route(url, async (route) => {
    if (route.request().method() !== method) return route.fallback();
    received.push(route.request());
    await answer(route, reply);
  });
  return received;
}

export function errorBody(statusCode: number, message?: string) {
  const error = { 400: 'Bad Request', 403: 'Forbidden', 404: 'Not Found', 500: 'Internal Server Error' }[
    statusCode
  ];
  return message === undefined ? { statusCode, error } : { statusCode, message, error };
}

export const fakeSettings = (
  page: Page,
  settings: { app_name?: string; app_logo_url?: string | null; allow_registration?: boolean },
) => fake(page, 'GET', '**/api/settings', { body: settings });

export const fakeForgotPassword = (page: Page, reply: FakeAnswer) =>
  fake(page, 'POST', '**/api/auth/forgot-password', reply);

export const fakeResetPassword = (page: Page, reply: FakeAnswer) =>
  fake(page, 'POST', '**/api/auth/reset-password', reply);

export interface DashboardStats {
  totalUsers?: number;
  activeSubscriptions?: number;
  totalQRs?: number;
  totalScans?: number;
  dynamicQRs?: number;
  staticQRs?: number;
}

export const fakeOwnDashboard = (page: Page, reply: FakeAnswer & { body?: DashboardStats | object }) =>
  fake(page, 'GET', '**/api/qrcodes/stats/dashboard', reply);

export const fakeAdminDashboard = (page: Page, reply: FakeAnswer & { body?: DashboardStats | object }) =>
  fake(page, 'GET', '**/api/admin/stats/dashboard', reply);

export const fakeContact = (page: Page, reply: FakeAnswer) => fake(page, 'POST', '**/api/contact', reply);

export const fakeRedirect = (page: Page, uuid: string, reply: FakeAnswer) =>
  fake(page, 'GET', `**/api/qrcodes/redirect/${uuid}`, reply);
