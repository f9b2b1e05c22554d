import type { Page } from '@playwright/test';
import { expect, expectAccessible, openSignedIn, signedInAs, test } from '../support/fixtures';
import {
  ADMIN_SCREENS,
  SIGNED_OUT,
  publicScreens,
  settle,
  userScreens,
  type Screen,
} from '../support/screens';

/**
 * Every screen checked by axe (WCAG 2.1 AA, contrast included) in both colour schemes in
 * English, and in Spanish: the device's scheme and the browser's language are what a visitor
 * who has not chosen gets ('auto', and the browser's language). Colours do not change with
 * the language, so Spanish (its names, labels and `lang`) is checked in the light scheme:
 * a quarter fewer runs of axe over the screens that take the journeys longest.
 */
const LANGUAGES = [
  { locale: 'en-US', lang: 'en', schemes: ['light', 'dark'] },
  { locale: 'es-ES', lang: 'es', schemes: ['light'] },
] as const;

type Scheme = 'light' | 'dark';

async function checkScreens(
  page: Page,
  lang: string,
  schemes: readonly Scheme[],
  screens: Screen[],
): Promise<void> {
  for (const screen of screens) {
    await test.step(screen.name, async () => {
      await page.emulateMedia({ colorScheme: 'light' });
      await page.goto(screen.path);
      await settle(page);
      // The page speaks the browser's language, and says so.
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      for (const colorScheme of schemes) {
        await page.emulateMedia({ colorScheme });
        // Drawn in that scheme: the panel and the public page both declare it on the root.
        await expect
          .poll(() => page.evaluate(() => getComputedStyle(document.documentElement).colorScheme))
          .toBe(colorScheme);
        await expectAccessible(page);
      }
    });
  }
}

for (const { locale, lang, schemes } of LANGUAGES) {
  test.describe(`accessibility in ${lang}, ${schemes.join(' and ')}`, () => {
    test.use({ locale });
    // A walk through a dozen screens, axe twice on each, beside another browser: 57 s at most
    // in a run on two cores; three minutes leave room for a slower machine.
    test.setTimeout(180_000);

    test('the signed-out and public screens', async ({ page, request }) => {
      await checkScreens(page, lang, schemes, [...SIGNED_OUT, ...(await publicScreens(request))]);
    });

    test("a user's screens", async ({ page, request }) => {
      const { owner, screens } = await userScreens(request);
      await openSignedIn(page, owner, '/dashboard');
      await checkScreens(page, lang, schemes, screens);
    });

    test("a super admin's screens", async ({ browser }) => {
      const context = await browser.newContext({ storageState: signedInAs('super_admin'), locale });
      await checkScreens(await context.newPage(), lang, schemes, ADMIN_SCREENS);
      await context.close();
    });
  });
}
