import { LANGUAGES } from '@qrpanel/contracts';
import { catalogProblems } from '@qrpanel/contracts/message-translator';
import { MAIL_CATALOGS, mailText, type MailTexts } from './mail-texts';

/** A catalog as id → message ("passwordReset.subject"). */
const flat = (texts: MailTexts) =>
  Object.fromEntries(
    Object.entries(texts).flatMap(([mail, parts]) =>
      Object.entries(parts).map(([part, message]) => [`${mail}.${part}`, message]),
    ),
  );

describe('the mail catalogs', () => {
  it.each(LANGUAGES.filter((l) => l !== 'en'))(
    'have every English mail text in %s, with the same arguments, as ICU',
    (language) => {
      expect(catalogProblems(flat(MAIL_CATALOGS.en), flat(MAIL_CATALOGS[language]))).toEqual([]);
    },
  );

  it('read in English exactly as the mails always did', () => {
    const link = 'https://qr.example.test/reset-password?token=abc';
    expect(mailText('passwordReset', 'en', { appName: 'QR Panel', name: 'Ada', minutes: 30, link })).toEqual({
      subject: 'QR Panel: reset your password',
      text: [
        'Hello Ada,',
        '',
        'Someone asked to reset the password of your QR Panel account. To choose a new password, open this link within 30 minutes:',
        '',
        link,
        '',
        'The link works once. If you did not ask for this, ignore this email: your password stays as it is.',
      ].join('\n'),
    });
    expect(
      mailText('contact', 'en', {
        appName: 'Acme QR',
        subject: 'Need {help}',
        name: 'Mailing User',
        email: 'm@example.com',
        message: "It's {broken}",
      }),
    ).toEqual({
      subject: 'Acme QR contact: Need {help}',
      text: "From: Mailing User <m@example.com>\n\nIt's {broken}",
    });
    expect(mailText('testEmail', 'en')).toEqual({
      subject: 'Test email',
      text: 'This is a test email. Your SMTP settings work.',
    });
    for (const [days, written] of [
      [1, '1 day'],
      [3, '3 days'],
    ] as const) {
      const url = 'https://hooks.example.com/x';
      expect(
        mailText('webhookDisabled', 'en', { url, days, link: 'https://qr.example.test/developers' }),
      ).toEqual({
        subject: 'Your webhook endpoint has been disabled',
        text: [
          `Deliveries to your webhook endpoint ${url} have failed for ${written}, so it has been disabled and no more events are sent to it.`,
          '',
          'Fix the receiver, then enable the endpoint again on the Developers page: https://qr.example.test/developers',
        ].join('\n'),
      });
    }
  });

  it('speak the language asked for', () => {
    expect(mailText('testEmail', 'de').subject).toBe('Test-E-Mail');
    expect(mailText('webhookDisabled', 'es', { url: 'u', days: 3, link: 'l' }).text).toContain(
      'durante 3 días',
    );
  });
});
