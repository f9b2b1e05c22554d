import { DOWNLOAD_PIXEL_SIZES, DOWNLOAD_PRINT_SIZES, PRINT_DPI } from '@qrpanel/contracts';

/** What a size is called: the code's own, a screen size, or a print size in cm or inches. */
export type DownloadSizeName =
  { kind: 'code' | 'pixels'; px: number } | { kind: 'print'; amount: number; unit: 'cm' | 'in'; dpi: number };

export interface DownloadSize {
  /** The Size choice's value. */
  value: string;
  name: DownloadSizeName;
  /** Width in pixels; for print sizes, at dpi. */
  width: number;
  dpi?: number;
}

/** The code's own size first, then screen sizes in px, then print sizes at 300 dpi. */
export function downloadSizes(codeSize: number): DownloadSize[] {
  const screen = DOWNLOAD_PIXEL_SIZES.filter((px) => px !== codeSize).map((px): DownloadSize => ({
    value: `px-${px}`,
    name: { kind: 'pixels', px },
    width: px,
  }));
  const print = DOWNLOAD_PRINT_SIZES.map((p): DownloadSize => {
    // The contracts write them "2.5 cm", "1 in".
    const [amount, unit] = p.label.split(' ');
    return {
      value: `print-${p.label}`,
      name: { kind: 'print', amount: Number(amount), unit: unit === 'cm' ? 'cm' : 'in', dpi: PRINT_DPI },
      width: Math.round(p.inches * PRINT_DPI),
      dpi: PRINT_DPI,
    };
  });
  return [{ value: 'code', name: { kind: 'code', px: codeSize }, width: codeSize }, ...screen, ...print];
}
