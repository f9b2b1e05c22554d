import { isPublicAddress, resolveWebhookHost } from './webhook-address';
import { WEBHOOK_MESSAGES as M } from '@qrpanel/contracts';

describe('isPublicAddress', () => {
  it.each([
    ['8.8.8.8'],
    ['93.184.215.14'],
    ['2606:4700::1111'],
    // IPv6 forms that carry a public IPv4 address are judged as that address.
    ['::ffff:8.8.8.8'],
    ['::8.8.8.8'],
    ['64:ff9b::8.8.8.8'],
    ['2002:808:808::1'],
  ])('lets %s through', (address) => expect(isPublicAddress(address)).toBe(true));

  it.each([
    ['127.0.0.1'],
    ['10.1.2.3'],
    ['169.254.169.254'],
    ['100.64.0.1'],
    ['0.0.0.0'],
    ['::1'],
    ['::'],
    ['fe80::1'],
    ['fd00:ec2::254'],
    ['ff02::1'],
    ['2001:db8::1'],
    // IPv4-compatible (::a.b.c.d, as the URL parser writes it: ::7f00:1).
    ['::127.0.0.1'],
    ['::7f00:1'],
    ['::a9fe:a9fe'],
    ['::a00:1'],
    // IPv4-mapped and IPv4-translated.
    ['::ffff:127.0.0.1'],
    ['::ffff:7f00:1'],
    ['::ffff:a9fe:a9fe'],
    ['::ffff:0:a9fe:a9fe'],
    // NAT64's well-known prefix, and its local-use /48 whatever it carries.
    ['64:ff9b::127.0.0.1'],
    ['64:ff9b::a9fe:a9fe'],
    ['64:ff9b:1::808:808'],
    // 6to4 of an inside IPv4.
    ['2002:7f00:1::1'],
    ['2002:a9fe:a9fe::'],
    ['2002:c0a8:1::1'],
    // Teredo: a relay on 10.0.0.1, and a host at 127.0.0.1 (stored with its bits flipped).
    ['2001:0:a00:1::f7ff:fff7'],
    ['2001:0:808:808::80ff:fffe'],
    ['not an address'],
  ])('refuses %s', (address) => expect(isPublicAddress(address)).toBe(false));
});

describe('resolveWebhookHost', () => {
  it('refuses an inside address without naming it', async () => {
    for (const host of ['https://[::127.0.0.1]/', 'https://[::a9fe:a9fe]/', 'https://localhost/']) {
      const refused = resolveWebhookHost(new URL(host), { allowPrivate: false });
      await expect(refused).rejects.toThrow(M.urlPrivate);
      await expect(refused).rejects.not.toThrow(/127|::1|a9fe|169/);
    }
  });

  it('pins a public literal address', async () => {
    await expect(
      resolveWebhookHost(new URL('https://[::ffff:8.8.8.8]/'), { allowPrivate: false }),
    ).resolves.toEqual({
      address: '::ffff:808:808',
      family: 6,
    });
  });
});
