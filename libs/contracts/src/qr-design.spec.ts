import { applyStyle, designFromStyle, validateQrDesign, type QrDesign } from './qr-design';
import {
  contrastRatio,
  DESIGN_MESSAGES,
  designProblems,
  logoAreaShare,
  lowestContrast,
} from './qr-design-checks';
import { renderQrSvg, type QrMatrix } from './qr-svg';

const legacy = {
  foregroundColor: '#000000',
  backgroundColor: '#FFFFFF',
  logoPath: null,
  frameId: 'none',
} as const;
const allDark: QrMatrix = { size: 25, isDark: () => true };

describe('validateQrDesign', () => {
  it('fills what a design leaves out and upper-cases its colours', () => {
    const result = validateQrDesign({ dots: { shape: 'classy', color: '#abcdef' }, quietZone: 2 });
    expect(result).toEqual({
      ok: true,
      design: {
        dots: { shape: 'classy', color: '#ABCDEF' },
        eyes: { outer: { shape: 'square' }, inner: { shape: 'square' } },
        background: { color: '#FFFFFF' },
        errorCorrection: 'H',
        quietZone: 2,
      },
    });
  });

  it('names every wrong field at once', () => {
    const result = validateQrDesign({
      dots: { shape: 'hearts' },
      errorCorrection: 'Z',
      quietZone: 2.5,
      frame: { id: 'banner', text: 'x'.repeat(31) },
    });
    expect(result.ok).toBe(false);
    expect(Object.keys(result.ok ? {} : result.errors).sort()).toEqual([
      'design.dots.shape',
      'design.errorCorrection',
      'design.frame.text',
      'design.quietZone',
    ]);
  });

  it('drops a frame of none and keeps a logo excavated unless told', () => {
    const result = validateQrDesign({
      frame: { id: 'none' },
      logo: { path: '/api/uploads/logos/a.png', size: 0.1 },
    });
    expect(result.ok && result.design.frame).toBeUndefined();
    expect(result.ok && result.design.logo).toEqual({
      path: '/api/uploads/logos/a.png',
      size: 0.1,
      excavate: true,
    });
  });
});

describe('scannability before drawing', () => {
  it('computes the WCAG contrast ratio', () => {
    expect(contrastRatio('#000000', '#FFFFFF')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#FFFFFF')).toBeCloseTo(4.48, 2);
  });

  it('judges every gradient stop and eye colour, and a transparent background as white paper', () => {
    const design: QrDesign = {
      ...designFromStyle(legacy),
      dots: {
        shape: 'square',
        gradient: {
          type: 'linear',
          stops: [
            { offset: 0, color: '#000000' },
            { offset: 1, color: '#BBBBBB' },
          ],
        },
      },
      background: { color: 'transparent' },
    };
    expect(lowestContrast(design)).toBeLessThan(3);
    expect(designProblems(design, 25)).toEqual([DESIGN_MESSAGES.lowContrast]);
  });

  it('weighs the logo against the error correction', () => {
    const design: QrDesign = {
      ...designFromStyle(legacy),
      errorCorrection: 'M',
      logo: { path: 'x', size: 0.3 },
    };
    expect(logoAreaShare(design, 25)).toBeCloseTo(0.09, 5);
    expect(designProblems(design, 25)).toEqual([
      'The logo is too large for error correction M; choose H or a smaller logo',
    ]);
    expect(designProblems({ ...design, errorCorrection: 'H' }, 25)).toEqual([]);
  });
});

describe('applyStyle', () => {
  it('changes only what the older fields name', () => {
    const design: QrDesign = {
      ...designFromStyle(legacy),
      dots: { shape: 'dots', color: '#111111' },
      frame: { id: 'banner', text: 'Menu' },
    };
    expect(applyStyle(design, { foregroundColor: '#222222', frameId: 'box' })).toEqual({
      ...design,
      dots: { shape: 'dots', color: '#222222' },
      frame: { id: 'box', text: 'Menu' },
    });
  });
});

describe('renderQrSvg with a design', () => {
  const draw = (design: Partial<QrDesign>) =>
    renderQrSvg({ matrix: allDark, width: 300, design: { ...designFromStyle(legacy), ...design } });

  it('draws a linear gradient and refers to it from the modules', () => {
    const svg = draw({
      dots: {
        shape: 'rounded',
        gradient: {
          type: 'linear',
          rotation: 90,
          stops: [
            { offset: 0, color: '#111111' },
            { offset: 1, color: '#222222' },
          ],
        },
      },
    });
    expect(svg).toContain('<linearGradient id="qr-fg" gradientUnits="userSpaceOnUse"');
    expect(svg).toContain('<stop offset="1" stop-color="#222222"/>');
    expect(svg).toContain('fill="url(#qr-fg)"');
    expect(svg).not.toContain('crispEdges');
  });

  it('draws the eyes in their own colours and shapes', () => {
    const svg = draw({
      eyes: { outer: { shape: 'circle', color: '#FF0000' }, inner: { shape: 'rounded', color: '#00FF00' } },
    });
    expect(svg).toContain('<path fill="#FF0000" fill-rule="evenodd"');
    expect(svg).toContain('<path fill="#00FF00" d="M');
  });

  it('leaves the background out when transparent', () => {
    expect(draw({ background: { color: 'transparent' } })).not.toMatch(
      /<rect[^>]*fill="(#FFFFFF|transparent)"/,
    );
  });

  it('puts a banner above the code for banner-top, the code below it', () => {
    const top = draw({ frame: { id: 'banner-top', text: 'Hi' } });
    const below = draw({ frame: { id: 'banner', text: 'Hi' } });
    expect(top).toMatch(/<rect x="0" y="0" width="33" height="7.26" rx="1"/);
    expect(below).toMatch(/<rect x="0" y="33" width="33" height="7.26" rx="1"/);
  });
});
