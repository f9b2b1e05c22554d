import type { APIRequestContext, Page } from '@playwright/test';
import type { QrCodePayload } from '@qrpanel/contracts';
import { createCode, tokenOf, uniqueLabel, urlCode } from '../tests/qr-support';
import { apiAs } from './admin';
import { expect, registerFreshUser } from './fixtures';

/** A screen the journeys walk through at each width, scheme and language. */
export interface Screen {
  name: string;
  path: string;
}

/**
 * Waits until a screen has its content, in whatever language: its heading shown, no spinner
 * (the panel's or the public page's) and no request still out.
 */
export async function settle(page: Page): Promise<void> {
  await expect(page.locator('h1').first()).toBeVisible();
  await expect(page.locator('.mantine-Loader-root, .spinner')).toHaveCount(0);
  await page.waitForLoadState('networkidle');
}

/** The screens before sign-in. */
export const SIGNED_OUT: Screen[] = [
  { name: 'login', path: '/login' },
  { name: 'register', path: '/register' },
  { name: 'reset-password', path: '/reset-password?token=abc' },
];

/** The codes a scanner may meet on the public page: cards, a password, a paused code, none. */
export async function publicScreens(request: APIRequestContext): Promise<Screen[]> {
  const token = await tokenOf(request, 'admin');
  const code = (label: string, body: Omit<QrCodePayload, 'label' | 'generation_type'>) =>
    createCode(request, token, { ...body, label: uniqueLabel(label), generation_type: 'dynamic' });
  const wifi = await code('Screens wifi', {
    type: 'wifi',
    data: {
      ssid: 'Corner Cafe Guest Network',
      encryption: 'WPA',
      password: 'a-long-password-1234',
      hidden: false,
    },
  });
  const vcard = await code('Screens vcard', {
    type: 'vcard',
    data: {
      name: 'Maximiliane Wolkenstein-Oberhausen',
      phone: '+49 30 123456789',
      email: 'maximiliane.wolkenstein-oberhausen@example.com',
      org: 'Wolkenstein Architektur und Stadtplanung GmbH',
      title: 'Leitende Architektin',
    },
  });
  const locked = await code('Screens locked', {
    type: 'url',
    data: { url: 'https://destination.example/locked' },
    password: 'open sesame',
  });
  const paused = await code('Screens paused', {
    type: 'text',
    data: { text: 'Paused' },
  });
  await apiAs(request, 'admin', 'PUT', `/qrcodes/${paused.id}/status`, { status: 'paused' });
  return [
    { name: 'public-wifi', path: `/qr-redirect/${wifi.uuid}` },
    { name: 'public-vcard', path: `/qr-redirect/${vcard.uuid}` },
    { name: 'public-password', path: `/qr-redirect/${locked.uuid}` },
    { name: 'public-paused', path: `/qr-redirect/${paused.uuid}` },
    { name: 'public-not-found', path: '/qr-redirect/00000000-0000-4000-8000-000000000000' },
  ];
}

/** A fresh user with one code, and every screen of theirs. */
export async function userScreens(request: APIRequestContext) {
  const owner = await registerFreshUser(request, 'Screens Owner');
  const code = await createCode(
    request,
    owner.token,
    urlCode(
      uniqueLabel('Screens menu'),
      'https://destination.example/a/rather/long/path/to/the/menu?table=12',
    ),
  );
  const screens: Screen[] = [
    { name: 'dashboard', path: '/dashboard' },
    { name: 'my-qrcodes', path: '/my-qrcodes' },
    { name: 'create-qrcode', path: '/create-qrcode' },
    { name: 'edit-qrcode', path: `/edit-qrcode/${code.id}` },
    { name: 'show-qrcode', path: `/show-qrcode/${code.id}` },
    { name: 'analytics', path: '/analytics' },
    { name: 'import', path: '/import' },
    { name: 'templates', path: '/templates' },
    { name: 'developers', path: '/developers' },
    { name: 'domains', path: '/domains' },
    { name: 'settings', path: '/settings' },
    { name: 'workspace', path: '/workspace' },
    { name: 'workspace-members', path: '/workspace/members' },
    { name: 'pricing', path: '/pricing' },
    { name: 'payment-success', path: '/payment-success?gateway=manual' },
    { name: 'contact', path: '/contact' },
  ];
  return { owner, code, screens };
}

/** The administration screens (a super admin sees them all). */
export const ADMIN_SCREENS: Screen[] = [
  { name: 'admin-dashboard', path: '/dashboard' },
  { name: 'admin-users', path: '/admin/users' },
  { name: 'admin-qrcodes', path: '/admin/qrcodes' },
  { name: 'admin-analytics', path: '/admin/analytics' },
  { name: 'admin-plans', path: '/admin/plans' },
  { name: 'admin-payments', path: '/admin/payments' },
  { name: 'admin-messages', path: '/admin/messages' },
  { name: 'admin-settings', path: '/settings' },
];
