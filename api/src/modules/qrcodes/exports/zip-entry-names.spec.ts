import { ZipEntryNames } from './zip-entry-names';

describe('ZipEntryNames', () => {
  it('gives the names Windows keeps for devices a suffix, whatever the case or what follows a dot', () => {
    const names = new ZipEntryNames();
    const reserved = [
      'CON',
      'prn',
      'Aux',
      'nul',
      'COM1',
      'com9',
      'LPT1',
      'lpt9',
      'COM¹',
      'con.backup',
      'NUL .x',
    ];
    expect(reserved.map((label) => names.next(label, 'png'))).toEqual([
      'CON_.png',
      'prn_.png',
      'Aux_.png',
      'nul_.png',
      'COM1_.png',
      'com9_.png',
      'LPT1_.png',
      'lpt9_.png',
      'COM¹_.png',
      'con_.backup.png',
      'NUL_ .x.png',
    ]);
  });

  it('leaves names that only start like one alone', () => {
    const names = new ZipEntryNames();
    const labels = ['Con Edison', 'CONSOLE', 'COM0', 'COM10', 'lpt', 'Nullable', 'my con'];
    expect(labels.map((label) => names.next(label, 'svg'))).toEqual(labels.map((l) => `${l}.svg`));
  });

  it('keeps names unique whatever the case, the suffixed ones too', () => {
    const names = new ZipEntryNames(['codes.csv']);
    expect(['con', 'CON', 'Menu', 'menu', 'codes'].map((l) => names.next(l, 'pdf'))).toEqual([
      'con_.pdf',
      'CON_ (2).pdf',
      'Menu.pdf',
      'menu (2).pdf',
      'codes.pdf',
    ]);
  });
});
