import type { QrCodeDto, QrTemplateDto } from '@qrpanel/contracts';
import { expect, expectAccessible, expectToast, screenshot, signedInAs, test } from '../support/fixtures';
import { auth, tokenOf, uniqueLabel } from './qr-support';

test.describe('design templates', () => {
  test.use({ storageState: signedInAs('admin') });

  test('saves a design as a template, starts a second code from it, gives it a changed design, and deletes it', async ({
    page,
    request,
  }) => {
    const name = uniqueLabel('Brand look');
    const first = uniqueLabel('Templated first');
    const second = uniqueLabel('Templated second');
    const panel = page.getByRole('region', { name: 'Style and Design' });

    await page.goto('/create-qrcode');
    await page.getByRole('textbox', { name: 'Label' }).fill(first);
    await page.getByRole('textbox', { name: 'Destination URL' }).fill('https://example.com/first');
    await panel.getByRole('radio', { name: 'Rounded' }).first().click();
    await panel
      .getByRole('radiogroup', { name: 'Eye Frame Shape' })
      .getByRole('radio', { name: 'Rounded' })
      .click();
    await panel.getByRole('textbox', { name: 'Foreground Color' }).fill('#1A237E');
    await panel.getByRole('button', { name: 'Save as template' }).click();
    const naming = page.getByRole('dialog', { name: 'Save as template' });
    await naming.getByRole('textbox', { name: 'Template name' }).fill(name);
    await naming.getByRole('button', { name: 'Save template' }).click();
    await expectToast(page, 'Template saved.');
    await page.getByRole('button', { name: 'Create QR Code' }).click();
    await expectToast(page, 'QR Code created successfully!');

    await page.goto('/templates');
    const card = page.getByRole('article', { name });
    await expect(card.getByRole('img', { name: `Preview of the template ${name}` })).toBeVisible();
    await expectAccessible(page);
    await screenshot(page, 'templates');
    await card.getByRole('button', { name: 'Use' }).click();
    await expect(page).toHaveURL(/\/create-qrcode\?template=\d+$/);
    await page.getByRole('textbox', { name: 'Label' }).fill(second);
    await page.getByRole('textbox', { name: 'Destination URL' }).fill('https://example.com/second');
    await expect(panel.getByRole('textbox', { name: 'Foreground Color' })).toHaveValue('#1A237E');
    await page.getByRole('button', { name: 'Create QR Code' }).click();
    await expectToast(page, 'QR Code created successfully!');

    const token = await tokenOf(request, 'admin');
    const mine = (await (
      await request.get('/api/qrcodes/my', { headers: auth(token) })
    ).json()) as QrCodeDto[];
    const [a, b] = [first, second].map((label) => mine.find((c) => c.label === label));
    expect(b?.design).toEqual(a?.design);
    expect(b?.design).toMatchObject({
      dots: { shape: 'rounded', color: '#1A237E' },
      eyes: { outer: { shape: 'rounded' } },
    });

    // Started from the template again, a change of shape is given back to the template;
    // the codes made from it keep theirs.
    await page.goto('/templates');
    await page.getByRole('article', { name }).getByRole('button', { name: 'Use' }).click();
    await panel.getByRole('radiogroup', { name: 'Dot Shape' }).getByRole('radio', { name: 'Dots' }).click();
    await panel.getByRole('button', { name: `Update "${name}"` }).click();
    await expectToast(page, `Template "${name}" now has this design. QR codes made from it keep theirs.`);
    const templates = (await (
      await request.get('/api/qr-templates', { headers: auth(token) })
    ).json()) as QrTemplateDto[];
    expect(templates.find((t) => t.name === name)?.design).toMatchObject({
      dots: { shape: 'dots', color: '#1A237E' },
      eyes: { outer: { shape: 'rounded' } },
    });
    const kept = (await (
      await request.get(`/api/qrcodes/${a?.id}`, { headers: auth(token) })
    ).json()) as QrCodeDto;
    expect(kept.design).toEqual(a?.design);

    await page.goto('/templates');
    await page.getByRole('article', { name }).getByRole('button', { name: 'Delete' }).click();
    await page
      .getByRole('dialog', { name: 'Delete template' })
      .getByRole('button', { name: 'Delete template' })
      .click();
    await expectToast(page, 'Template deleted. QR codes made from it keep their design.');
    await expect(page.getByRole('article', { name })).toHaveCount(0);
    const left = (await (
      await request.get('/api/qr-templates', { headers: auth(token) })
    ).json()) as QrTemplateDto[];
    expect(left.map((t) => t.name)).not.toContain(name);
    // The codes made from it keep their design.
    const again = (await (
      await request.get(`/api/qrcodes/${b?.id}`, { headers: auth(token) })
    ).json()) as QrCodeDto;
    expect(again.design).toEqual(b?.design);
  });
});
