import type { QrCodeDto } from '@qrpanel/contracts';
import { createServer, type Server } from 'node:http';
import { expect, expectAccessible, expectToast, screenshot, signedInAs, test } from '../support/fixtures';
import { auth, createCode, PHONE_UA, scan, tokenOf, uniqueLabel } from './qr-support';

const DESKTOP_UA =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

/** A site the codes send scanners to. */
function startDestination(): Promise<{ origin: string; server: Server }> {
  const server = createServer((req, res) => {
    res.writeHead(200, { 'content-type': 'text/html' });
    res.end(`<!doctype html><title>Landed</title><h1>Landed on ${req.url ?? ''}</h1>`);
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      resolve({ origin: `http://127.0.0.1:${port}`, server });
    }),
  );
}

test.describe('smart dynamic codes', () => {
  let destination: Awaited<ReturnType<typeof startDestination>>;
  test.beforeAll(async () => {
    destination = await startDestination();
  });
  test.afterAll(async () => {
    await new Promise((resolve) => destination.server.close(resolve));
  });

  test.describe('in the form', () => {
    test.use({ storageState: signedInAs('admin') });

    test('builds a rule and a split, and scans go where they say; the details list the rule in words', async ({
      page,
      request,
    }) => {
      const label = uniqueLabel('Smart');
      await page.goto('/create-qrcode');
      await page.getByRole('textbox', { name: 'Label' }).fill(label);
      await page.getByRole('textbox', { name: 'Destination URL' }).fill(`${destination.origin}/home`);
      await page.getByRole('button', { name: 'More options' }).click();
      const smart = page.getByRole('region', { name: 'Smart routing' });
      await smart.getByRole('button', { name: 'Add rule' }).click();
      const rule = smart.getByRole('group', { name: 'Rule 1', exact: true });
      await rule.getByRole('checkbox', { name: 'iPhone and iPad' }).check();
      await rule.getByRole('textbox', { name: 'Rule 1 destination' }).fill(`${destination.origin}/ios`);
      await rule.getByRole('button', { name: 'UTM parameters for rule 1' }).click();
      await rule.getByRole('textbox', { name: 'Source' }).fill('poster');

      await smart.getByRole('switch', { name: 'Split visitors between destinations (A/B)' }).check();
      const split = smart.getByRole('group', { name: 'A/B split' });
      await split.getByRole('textbox', { name: 'Destination A' }).fill(`${destination.origin}/a`);
      await split.getByRole('textbox', { name: 'Destination B' }).fill(`${destination.origin}/b`);
      await split.getByRole('spinbutton', { name: 'Weight of destination A' }).fill('3');
      await split.getByRole('spinbutton', { name: 'Weight of destination B' }).fill('1');
      await expect(split.getByLabel('Share of destination A')).toHaveText('75%');
      await expect(split.getByLabel('Share of destination B')).toHaveText('25%');
      await expectAccessible(page);
      await screenshot(page, 'smart-routing-form');
      await page.getByRole('button', { name: 'Create QR Code' }).click();
      await expectToast(page, 'QR Code created successfully!');

      const token = await tokenOf(request, 'admin');
      const mine = (await (
        await request.get('/api/qrcodes/my', { headers: auth(token) })
      ).json()) as QrCodeDto[];
      const code = mine.find((c) => c.label === label);
      expect(code?.rules).toEqual([
        { when: { os: ['ios'] }, destination: `${destination.origin}/ios?utm_source=poster` },
      ]);
      const iphone = await scan(request, code?.uuid ?? '', PHONE_UA);
      expect(iphone.status()).toBe(302);
      expect(iphone.headers().location).toBe(`${destination.origin}/ios?utm_source=poster`);
      const landed = new Set<string>();
      for (let i = 0; i < 40; i += 1)
        landed.add((await scan(request, code?.uuid ?? '', DESKTOP_UA)).headers().location);
      expect([...landed].sort()).toEqual([`${destination.origin}/a`, `${destination.origin}/b`]);

      await page.goto(`/show-qrcode/${code?.id}`);
      await expect(page.getByRole('list', { name: 'Redirect rules' })).toHaveText(
        `iPhone and iPad → ${destination.origin}/ios?utm_source=poster`,
      );
      await expect(
        page.getByText(`Everyone else → ${destination.origin}/a 75% · ${destination.origin}/b 25%`),
      ).toBeVisible();
      const byDestination = page.getByRole('table', { name: 'Scans by Destination' });
      await expect(byDestination).toContainText(`${destination.origin}/ios?utm_source=poster`);
      await expect(byDestination).toContainText(`${destination.origin}/a`);
      await expectAccessible(page);
      await screenshot(page, 'smart-routing-details');
    });
    test('rules reorder by dragging their handle and from the keyboard, and are saved in that order', async ({
      page,
      request,
    }) => {
      const label = uniqueLabel('Ordered');
      await page.goto('/create-qrcode');
      await page.getByRole('textbox', { name: 'Label' }).fill(label);
      await page.getByRole('textbox', { name: 'Destination URL' }).fill(`${destination.origin}/home`);
      await page.getByRole('button', { name: 'More options' }).click();
      const smart = page.getByRole('region', { name: 'Smart routing' });
      for (const [i, path] of ['one', 'two', 'three'].entries()) {
        await smart.getByRole('button', { name: 'Add rule' }).click();
        const rule = smart.getByRole('group', { name: `Rule ${i + 1}`, exact: true });
        await rule.getByRole('checkbox', { name: 'Android' }).check();
        await rule
          .getByRole('textbox', { name: `Rule ${i + 1} destination` })
          .fill(`${destination.origin}/${path}`);
      }
      const destinations = () =>
        Promise.all(
          [1, 2, 3].map((n) => smart.getByRole('textbox', { name: `Rule ${n} destination` }).inputValue()),
        );

      // A pointer drag: rule 2's handle onto rule 1's place.
      const handle = smart.getByRole('button', { name: 'Drag to reorder rule 2' });
      await handle.scrollIntoViewIfNeeded();
      const from = await handle.boundingBox();
      const to = await smart.getByRole('button', { name: 'Drag to reorder rule 1' }).boundingBox();
      if (!from || !to) throw new Error('the drag handles are not on screen');
      await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
      await page.mouse.down();
      await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 - 10, { steps: 3 });
      await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 12 });
      await page.mouse.up();
      await expect
        .poll(destinations)
        .toEqual(['two', 'one', 'three'].map((p) => `${destination.origin}/${p}`));

      // The keyboard: Space picks rule 2 up, ↓ moves it one place, Space drops it; a screen reader hears each step.
      await smart.getByRole('button', { name: 'Drag to reorder rule 2' }).focus();
      const announced = (text: string) =>
        expect(page.getByRole('status').filter({ hasText: text })).toBeAttached();
      await page.keyboard.press('Space');
      await announced('Rule 2 is over position 2.');
      await page.keyboard.press('ArrowDown');
      await announced('Rule 2 is over position 3.');
      await page.keyboard.press('Space');
      await announced('Rule 2 dropped at position 3.');
      await expect
        .poll(destinations)
        .toEqual(['two', 'three', 'one'].map((p) => `${destination.origin}/${p}`));

      await page.getByRole('button', { name: 'Create QR Code' }).click();
      await expectToast(page, 'QR Code created successfully!');
      const token = await tokenOf(request, 'admin');
      const mine = (await (
        await request.get('/api/qrcodes/my', { headers: auth(token) })
      ).json()) as QrCodeDto[];
      expect(mine.find((c) => c.label === label)?.rules?.map((r) => r.destination)).toEqual(
        ['two', 'three', 'one'].map((p) => `${destination.origin}/${p}`),
      );
    });
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 }, userAgent: PHONE_UA, isMobile: true, hasTouch: true });

    test.describe('in the form', () => {
      test.use({ storageState: signedInAs('admin') });

      test('a rule is dragged by its handle with a finger, and saved in that order', async ({
        page,
        request,
      }) => {
        const label = uniqueLabel('Touch ordered');
        await page.goto('/create-qrcode');
        await page.getByRole('textbox', { name: 'Label' }).fill(label);
        await page.getByRole('textbox', { name: 'Destination URL' }).fill(`${destination.origin}/home`);
        await page.getByRole('button', { name: 'More options' }).click();
        const smart = page.getByRole('region', { name: 'Smart routing' });
        for (const [i, path] of ['one', 'two'].entries()) {
          await smart.getByRole('button', { name: 'Add rule' }).click();
          const rule = smart.getByRole('group', { name: `Rule ${i + 1}`, exact: true });
          await rule.getByRole('checkbox', { name: 'Android' }).check();
          await rule
            .getByRole('textbox', { name: `Rule ${i + 1} destination` })
            .fill(`${destination.origin}/${path}`);
        }

        // A finger on rule 2's handle moves up to the top of the screen and stays there while the
        // page scrolls, until rule 2 is over rule 1's place. Playwright has no touch drag: the
        // touches go through the DevTools protocol, which Chromium turns into touch and pointer events.
        const handle = smart.getByRole('button', { name: 'Drag to reorder rule 2' });
        await handle.scrollIntoViewIfNeeded();
        const box = await handle.boundingBox();
        if (!box) throw new Error('the drag handle is not on screen');
        const x = box.x + box.width / 2;
        const cdp = await page.context().newCDPSession(page);
        const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', y?: number) =>
          cdp.send('Input.dispatchTouchEvent', { type, touchPoints: y === undefined ? [] : [{ x, y }] });
        await touch('touchStart', box.y + box.height / 2);
        for (let y = box.y + box.height / 2; y > 20; y -= 40) await touch('touchMove', Math.max(20, y));
        await touch('touchMove', 10);
        await expect(page.getByRole('status').filter({ hasText: 'Rule 2 is over position 1.' })).toBeAttached(
          {
            timeout: 15_000,
          },
        );
        await touch('touchEnd');
        await expect(
          page.getByRole('status').filter({ hasText: 'Rule 2 dropped at position 1.' }),
        ).toBeAttached();
        await expect(smart.getByRole('textbox', { name: 'Rule 1 destination' })).toHaveValue(
          `${destination.origin}/two`,
        );

        await page.getByRole('button', { name: 'Create QR Code' }).click();
        await expectToast(page, 'QR Code created successfully!');
        const token = await tokenOf(request, 'admin');
        const mine = (await (
          await request.get('/api/qrcodes/my', { headers: auth(token) })
        ).json()) as QrCodeDto[];
        expect(mine.find((c) => c.label === label)?.rules?.map((r) => r.destination)).toEqual(
          ['two', 'one'].map((p) => `${destination.origin}/${p}`),
        );
      });
    });

    test('a protected code asks for its password first, refuses a wrong one and opens with the right one', async ({
      page,
      request,
    }) => {
      const token = await tokenOf(request, 'admin');
      const label = uniqueLabel('Staff menu');
      const code = await createCode(request, token, {
        label,
        type: 'url',
        generation_type: 'dynamic',
        data: { url: `${destination.origin}/home` },
        rules: [{ when: { os: ['ios'] }, destination: `${destination.origin}/staff-ios` }],
        password: 'open sesame',
      });
      const response = await page.goto(`/qr-redirect/${code.uuid}`);
      expect(response?.status()).toBe(200);
      expect(response?.request().redirectedFrom()).toBeNull();
      await expect(page.getByRole('heading', { name: 'Password Required' })).toBeVisible();
      // A stranger learns only that the code is protected, not its owner's label for it.
      await expect(page.getByText(label)).toHaveCount(0);
      // Phone-first: the field and the button take the card's whole width.
      const button = page.getByRole('button', { name: 'Unlock' });
      const box = await button.boundingBox();
      expect(box?.width ?? 0).toBeGreaterThan(300);
      await expectAccessible(page);
      await screenshot(page, 'password-page-phone');

      await page.getByLabel('Password', { exact: true }).fill('open says me');
      await button.click();
      await expect(page.getByText('Incorrect password.')).toBeVisible();

      await page.getByLabel('Password', { exact: true }).fill('open sesame');
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(`${destination.origin}/staff-ios`);
      await expect(page.getByRole('heading', { name: 'Landed on /staff-ios' })).toBeVisible();

      const read = (await (
        await request.get(`/api/qrcodes/${code.id}`, { headers: auth(token) })
      ).json()) as QrCodeDto;
      expect(read.scans_count).toBe(1);
    });
  });
});
