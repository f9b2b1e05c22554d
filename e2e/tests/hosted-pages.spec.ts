import type { Page } from '@playwright/test';
import { expect, expectToast, signedInAs, test } from '../support/fixtures';
import { searchList, uniqueLabel } from './qr-support';

/**
 * One hosted page type, as its owner makes it on a phone and a visitor sees it: the fields it
 * fills, what its page shows, and the button a visitor taps (a counted hop).
 */
interface PageType {
  tile: string;
  title: string;
  fill: (page: Page) => Promise<void>;
  shows: string;
  tap: string;
  address: string;
}

/** A person's browser on a computer: headless Chromium's own agent is taken for a bot, whose scans and taps are not counted. */
const PERSON_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';

const IPHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

const field = (page: Page, name: string) => page.getByRole('textbox', { name: new RegExp(`^${name}`) });

const TYPES: PageType[] = [
  {
    tile: 'Links page',
    title: 'Ana Ruiz',
    fill: async (page) => {
      const link = page.getByRole('group', { name: 'Link 1' });
      await link.getByRole('textbox', { name: /Label/ }).fill('Shop');
      await link.getByRole('textbox', { name: /Address/ }).fill('https://shop.example/ana');
    },
    shows: 'Shop',
    tap: 'Shop',
    address: 'https://shop.example/ana',
  },
  {
    tile: 'PDF / menu',
    title: 'Lunch menu',
    fill: (page) => field(page, 'PDF file').fill('https://menu.example/lunch.pdf'),
    shows: 'Open the PDF',
    tap: 'Open the PDF',
    address: 'https://menu.example/lunch.pdf',
  },
  {
    tile: 'Page (blank)',
    title: 'Spring fair',
    fill: async (page) => {
      await page.getByRole('button', { name: 'Add a block: Button' }).click();
      const block = page.getByRole('group', { name: 'Block 1: Button' });
      await block.getByRole('textbox', { name: /^Button label/ }).fill('Tickets');
      await block.getByRole('textbox', { name: /^Address/ }).fill('https://fair.example/tickets');
    },
    shows: 'Tickets',
    tap: 'Tickets',
    address: 'https://fair.example/tickets',
  },
  {
    tile: 'Business page',
    title: 'Café Luna',
    fill: async (page) => {
      await field(page, 'Phone').fill('+34 600 000 000');
      await field(page, 'Website').fill('https://luna.example/');
      await field(page, 'Address').fill('Calle Mayor 1\nMadrid');
    },
    shows: 'Calle Mayor 1',
    tap: 'Website',
    address: 'https://luna.example/',
  },
  {
    tile: 'Coupon',
    title: '20% off',
    fill: async (page) => {
      await field(page, 'Coupon code').fill('SPRING20');
      await page.getByLabel(/^Valid until/).fill('2031-03-31');
      await field(page, 'Redeem online').fill('https://shop.example/redeem');
    },
    shows: 'SPRING20',
    tap: 'Redeem online',
    address: 'https://shop.example/redeem',
  },
  {
    tile: 'Event',
    title: 'Jazz night',
    fill: async (page) => {
      await page.getByLabel(/^Starts/).fill('2031-05-14T19:30');
      await page.getByLabel(/^Ends/).fill('2031-05-14T23:00');
      await field(page, 'Place').fill('Café Luna');
      await field(page, 'Tickets or programme').fill('https://jazz.example/tickets');
    },
    shows: 'Add to calendar',
    tap: 'More information',
    address: 'https://jazz.example/tickets',
  },
  {
    tile: 'App download',
    title: 'Luna app',
    fill: async (page) => {
      await field(page, 'App Store address').fill('https://apps.apple.com/app/id123');
      await field(page, 'Google Play address').fill('https://play.google.com/store/apps/details?id=luna');
      await field(page, 'Website').fill('https://luna.example/app');
    },
    shows: 'Get it on Google Play',
    tap: 'Website',
    address: 'https://luna.example/app',
  },
];

test.describe('hosted pages on a phone', () => {
  test.use({ storageState: signedInAs('admin'), viewport: { width: 390, height: 844 } });

  for (const type of TYPES) {
    test(`${type.tile}: made, scanned, a button tapped and counted`, async ({ page, browser, baseURL }) => {
      const visitors = await browser.newContext({ userAgent: PERSON_UA, baseURL });
      // The addresses the page's buttons lead to answer here: no site outside is reached.
      await visitors.route(/^https:\/\/[^/]*\.(example|apple\.com|google\.com)\//, (route) =>
        route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Elsewhere</title>' }),
      );
      const label = uniqueLabel(type.tile);
      await page.goto('/create-qrcode');
      await page.getByRole('textbox', { name: 'Label' }).fill(label);
      await page.getByRole('radio', { name: type.tile }).check();
      await field(page, 'Page title').fill(type.title);
      await type.fill(page);
      await page.getByRole('button', { name: 'Create QR Code' }).click();
      await expectToast(page, 'QR Code created successfully!');
      const row = await searchList(page, label);
      const uuid = (await row.getAttribute('data-uuid')) ?? '';

      // A visitor's phone: the page, and a tap on its button through the counted hop.
      const visitor = await visitors.newPage();
      await visitor.goto(`/qr-redirect/${uuid}`);
      await expect(visitor.getByRole('heading', { level: 1, name: type.title })).toBeVisible();
      await expect(visitor.locator('main')).toContainText(type.shows);
      const hop = visitor.waitForResponse((res) => /\/l\/\d+$/.test(res.url()));
      await visitor.getByRole('link', { name: type.tap }).click();
      expect((await hop).headers().location).toBe(type.address);
      await expect(visitor).toHaveTitle('Elsewhere');
      await visitors.close();

      // The owner's analytics of the code count the tap.
      await row.getByRole('link', { name: label }).click();
      await expect(page.getByRole('heading', { level: 1, name: label })).toBeVisible();
      const tapped = page
        .getByRole('row')
        .filter({ has: page.getByRole('cell', { name: type.tap, exact: true }) });
      // The scan and the tap are counted moments after they are stored: the screen read again until then.
      await expect(async () => {
        await page.reload();
        await expect(tapped.getByRole('cell').last()).toHaveText('1', { timeout: 10_000 });
      }).toPass({ timeout: 45_000 });
      await expect(page.getByText('Tap-through rate')).toBeVisible();
    });
  }
});

test.describe('a protected hosted page', () => {
  test.use({ storageState: signedInAs('admin'), viewport: { width: 390, height: 844 } });

  test('asks a visitor for its password, then shows the page and its buttons; a rule sends iPhones elsewhere', async ({
    page,
    browser,
    baseURL,
  }) => {
    const label = uniqueLabel('Staff coupon');
    await page.goto('/create-qrcode');
    await page.getByRole('textbox', { name: 'Label' }).fill(label);
    await page.getByRole('radio', { name: 'Coupon' }).check();
    await field(page, 'Page title').fill('Staff discount');
    await field(page, 'Coupon code').fill('STAFF30');
    await field(page, 'Redeem online').fill('https://shop.example/staff');
    await page.getByRole('button', { name: 'More options' }).click();
    const smart = page.getByRole('region', { name: 'Smart routing' });
    await expect(smart.getByRole('switch', { name: /Split visitors/ })).toHaveCount(0);
    await smart.getByRole('button', { name: 'Add rule' }).click();
    const rule = smart.getByRole('group', { name: 'Rule 1', exact: true });
    await rule.getByRole('checkbox', { name: 'iPhone and iPad' }).check();
    await rule.getByRole('textbox', { name: 'Rule 1 destination' }).fill('https://apps.example/staff');
    await smart.getByRole('switch', { name: 'Password protection' }).check();
    await smart.getByLabel('Password', { exact: true }).fill('open sesame');
    await page.getByRole('button', { name: 'Create QR Code' }).click();
    await expectToast(page, 'QR Code created successfully!');
    const uuid = (await (await searchList(page, label)).getAttribute('data-uuid')) ?? '';

    const elsewhere = async (visitors: Awaited<ReturnType<typeof browser.newContext>>) =>
      visitors.route(/^https:\/\/[^/]*\.example\//, (route) =>
        route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Elsewhere</title>' }),
      );
    const unlock = async (visitor: Page, password: string) => {
      await visitor.getByLabel('Password', { exact: true }).fill(password);
      await visitor.getByRole('button', { name: 'Unlock' }).click();
    };

    // A computer: the password page first, and neither the page nor its buttons before it.
    const computers = await browser.newContext({ userAgent: PERSON_UA, baseURL });
    await elsewhere(computers);
    const visitor = await computers.newPage();
    await visitor.goto(`/qr-redirect/${uuid}`);
    await expect(visitor.getByRole('heading', { name: 'Password Required' })).toBeVisible();
    await expect(visitor.getByText('STAFF30')).toHaveCount(0);
    await unlock(visitor, 'open says me');
    await expect(visitor.getByText('Incorrect password.')).toBeVisible();
    await unlock(visitor, 'open sesame');
    // The address, loaded again with its ticket, is the page itself.
    await expect(visitor.getByRole('heading', { level: 1, name: 'Staff discount' })).toBeVisible();
    await expect(visitor).toHaveURL(`${baseURL}/qr-redirect/${uuid}`);
    await expect(visitor.locator('main')).toContainText('STAFF30');
    const hop = visitor.waitForResponse((res) => /\/l\/\d+$/.test(res.url()));
    await visitor.getByRole('link', { name: 'Redeem online' }).click();
    expect((await hop).headers().location).toBe('https://shop.example/staff');
    await expect(visitor).toHaveTitle('Elsewhere');
    await computers.close();

    // An iPhone: the same password, and its rule's destination.
    const iphones = await browser.newContext({ userAgent: IPHONE_UA, baseURL });
    await elsewhere(iphones);
    const phone = await iphones.newPage();
    await phone.goto(`/qr-redirect/${uuid}`);
    await unlock(phone, 'open sesame');
    await expect(phone).toHaveURL('https://apps.example/staff');
    await iphones.close();
  });
});
