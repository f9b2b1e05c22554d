import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { AccountRole } from './accounts';

function env(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run the journeys with \`npx playwright test\` in e2e/`);
  return value;
}

/** Every test talks to the suite global-setup started. */
export const test = base.extend({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's needs from this pattern
  baseURL: async ({}, use) => {
    await use(env('E2E_BASE_URL'));
  },
});

export { expect };

/** A browser state signed in as one of the prepared accounts (test.use({ storageState: … })). */
export function signedInAs(role: AccountRole): string {
  return join(env('E2E_STATE_DIR'), `state-${role}.json`);
}

export const ARTIFACTS = resolve(__dirname, '..', 'artifacts');

/**
 * Saves a screenshot under e2e/artifacts/ (git-ignored), to look at: on a person's machine,
 * or on CI when E2E_SCREENSHOTS=1 (a CI machine's folders are gone with it, and the full-page
 * pictures took a tenth of the journeys' time there).
 */
export async function screenshot(page: Page, name: string): Promise<void> {
  if (process.env.CI && process.env.E2E_SCREENSHOTS !== '1') return;
  mkdirSync(ARTIFACTS, { recursive: true });
  await page.screenshot({ path: join(ARTIFACTS, `${name}.png`), fullPage: true });
}

/** A toast with this text is on screen. */
export async function expectToast(page: Page, text: string): Promise<void> {
  await expect(page.locator('.mantine-Notification-root', { hasText: text })).toBeVisible();
}

/**
 * No serious or critical WCAG 2.1 A/AA violation on the page as it rests: checked once its
 * transitions have ended (a dialog fading in has, for a moment, too little contrast); a
 * spinner's endless animation does not hold it.
 *
 * axe runs in the page itself (its legacy mode): the suite's pages have no frames from
 * another origin, which only the default mode reaches, at the cost of a blank page opened
 * for every check. Only the violations are collected in full; the rules run are the same.
 */
export async function expectAccessible(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
  );
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .setLegacyMode()
    .options({ resultTypes: ['violations'] })
    .analyze();
  const blocking = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(blocking, blocking.join('\n')).toEqual([]);
}

let counter = 0;

/** Registers a fresh user through the api; answers its credentials and session. */
export async function registerFreshUser(request: APIRequestContext, name = 'Fresh User') {
  counter += 1;
  const account = {
    name,
    // The worker's process id: two workers may count alike in the same millisecond.
    email: `fresh-${Date.now()}-${process.pid}-${counter}@e2e.test`,
    password: 'Fresh-password-1',
  };
  const response = await request.post('/api/auth/register', { data: account });
  expect(response.status()).toBe(201);
  const session = (await response.json()) as { token: string; user: Record<string, unknown> };
  return { ...account, ...session };
}

/** Opens the suite signed in with this session (as after a login). */
export async function openSignedIn(
  page: Page,
  session: { token: string; user: Record<string, unknown> },
  path = '/dashboard',
): Promise<void> {
  await page.goto('/login');
  await page.evaluate(
    ([token, user]) => {
      localStorage.setItem('qrpanel.token', token);
      localStorage.setItem('qrpanel.user', user);
    },
    [session.token, JSON.stringify(session.user)] as const,
  );
  await page.goto(path);
}
