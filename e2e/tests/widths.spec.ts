import type { Page } from '@playwright/test';
import { expect, openSignedIn, screenshot, signedInAs, test } from '../support/fixtures';
import {
  ADMIN_SCREENS,
  SIGNED_OUT,
  publicScreens,
  settle,
  userScreens,
  type Screen,
} from '../support/screens';

/**
 * Every screen at a small phone's, a phone's, a tablet's and a laptop's width: none scrolls
 * sideways, on a phone's width every control is big enough for a finger, and each is kept as
 * a screenshot (e2e/artifacts/widths/) to look at. Each screen is loaded once and resized.
 */
const WIDTHS = [360, 390, 768, 1280] as const;
/** Below this width the sidebar is a drawer and controls are sized for fingers. */
const PHONE = 768;
/** The smallest side a control a finger taps may have there (WCAG 2.5.5). */
const TOUCH_PX = 44;

/** The visible controls of the page smaller than a finger's target, named. */
function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate((min) => {
    const controls = document.querySelectorAll<HTMLElement>(
      'button, [role="button"], [role="tab"], [role="menuitem"], a.mantine-Button-root, a.button, select, textarea, ' +
        // A password field's own input sits inside its 44 px frame.
        'input:not([type="checkbox"]):not([type="radio"]):not([type="hidden"]):not([type="file"]):not(.mantine-PasswordInput-innerInput)',
    );
    return [...controls]
      .filter((el) => el.offsetParent !== null && !el.closest('[aria-hidden="true"], [hidden]'))
      .map((el) => ({ el, box: el.getBoundingClientRect() }))
      .filter(({ box }) => box.width > 0 && (box.width < min || box.height < min))
      .map(({ el, box }) => {
        const name = el.getAttribute('aria-label') ?? el.textContent?.trim() ?? el.tagName;
        return `${el.tagName.toLowerCase()} "${name.slice(0, 40)}" ${Math.round(box.width)}×${Math.round(box.height)}`;
      });
  }, TOUCH_PX);
}

/**
 * The page's scroll width once its layout has followed a resize. A chart measures its box
 * through a ResizeObserver, a moment after the sidebar appears beside it at 768 px: until
 * then it keeps the width it had without the sidebar. Waits (the usual expect time) for it
 * to fit, then answers the width it has.
 */
async function settledScrollWidth(page: Page, width: number): Promise<number> {
  const scrollWidth = () => page.evaluate(() => document.documentElement.scrollWidth);
  await expect
    .poll(scrollWidth)
    .toBeLessThanOrEqual(width)
    .catch(() => undefined);
  return scrollWidth();
}

async function checkScreens(page: Page, screens: Screen[]): Promise<void> {
  const problems: string[] = [];
  for (const screen of screens) {
    await page.setViewportSize({ width: WIDTHS[0], height: 844 });
    await page.goto(screen.path);
    await settle(page);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 844 });
      await settle(page);
      const scroll = await settledScrollWidth(page, width);
      if (scroll > width) problems.push(`${screen.name} at ${width} px scrolls sideways (${scroll} px)`);
      if (width < PHONE) {
        const small = await smallTargets(page);
        problems.push(
          ...small.map((target) => `${screen.name} at ${width} px: ${target} under ${TOUCH_PX} px`),
        );
      }
      await screenshot(page, `widths/${width}/${screen.name}`);
    }
  }
  expect(problems).toEqual([]);
}

test.describe('at 360, 390, 768 and 1280 px', () => {
  // A walk through a dozen screens, four widths each.
  test.setTimeout(120_000);

  test('the signed-out and public screens', async ({ page, request }) => {
    await checkScreens(page, [...SIGNED_OUT, ...(await publicScreens(request))]);
  });

  test("a user's screens", async ({ page, request }) => {
    const { owner, screens } = await userScreens(request);
    await openSignedIn(page, owner, '/dashboard');
    await checkScreens(page, screens);
  });

  test("a super admin's screens", async ({ browser }) => {
    const context = await browser.newContext({ storageState: signedInAs('super_admin') });
    await checkScreens(await context.newPage(), ADMIN_SCREENS);
    await context.close();
  });
});
