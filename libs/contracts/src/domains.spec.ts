import { DOMAIN_MESSAGES as M, challengeName, normaliseHostname } from './domains';

describe('normaliseHostname', () => {
  it.each([
    ['qr.example.com', 'qr.example.com'],
    ['  QR.Example.COM.  ', 'qr.example.com'],
    ['bücher.example', 'xn--bcher-kva.example'],
    ['пример.рф', 'xn--e1afmkfd.xn--p1ai'],
    ['a-b.c-d.example', 'a-b.c-d.example'],
  ])('reads %j as %j', (typed, ascii) => {
    expect(normaliseHostname(typed)).toEqual({ ascii, problem: null });
  });

  it.each([
    ['', M.hostnameRequired],
    ['   ', M.hostnameRequired],
    ['qr example.com', M.hostnameInvalid],
    ['qr.example.com/path', M.hostnameInvalid],
    ['https://qr.example.com', M.hostnameInvalid],
    ['qr.example.com:8443', M.hostnameInvalid],
    ['-qr.example.com', M.hostnameInvalid],
    ['qr_.example.com', M.hostnameInvalid],
    [`${'a'.repeat(64)}.example.com`, M.hostnameInvalid],
    [`${'a.'.repeat(130)}com`, M.hostnameInvalid],
    ['example', M.hostnameNoDot],
    ['localhost', M.hostnameLocal],
    ['app.localhost', M.hostnameLocal],
    ['127.0.0.1', M.hostnameLocal],
    ['10.1', M.hostnameLocal],
    ['[::1]', M.hostnameInvalid],
    ['example.123', M.hostnameInvalid],
  ])('refuses %j: %s', (typed, problem) => {
    expect(normaliseHostname(typed).problem).toBe(problem);
  });

  it('names the challenge record under the domain', () => {
    expect(challengeName('qr.example.com')).toBe('_qrpanel-challenge.qr.example.com');
  });
});
