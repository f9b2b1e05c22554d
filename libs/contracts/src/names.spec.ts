import { nameProblem } from './names';
import { normalizeTag } from './lists';

describe('nameProblem', () => {
  it.each([
    ['\u0000', 'blank'],
    ['  \t\n ', 'blank'],
    ['\u200b\u00a0\u3000', 'blank'],
    ['Menus\u0000', 'control'],
    ['Two\nlines', 'control'],
    ['Bell\u0007', 'control'],
    ['C1\u0085x', 'control'],
    ['Line\u2028separator', 'control'],
    ['Summer menus', undefined],
    ['Café ☕ 夏', undefined],
    ['👨‍👩‍👧 family', undefined],
  ])('%j is %s', (name, problem) => {
    expect(nameProblem(name)).toBe(problem);
  });

  it('leaves tags with control characters or nothing visible unstored', () => {
    expect(normalizeTag('\u0000')).toBeUndefined();
    expect(normalizeTag('menu\u0000')).toBeUndefined();
    expect(normalizeTag('\u200b')).toBeUndefined();
    expect(normalizeTag('  Menu  Card ')).toBe('menu card');
  });
});
