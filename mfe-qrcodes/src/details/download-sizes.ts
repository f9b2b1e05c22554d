import { DOWNLOAD_PIXEL_SIZES, DOWNLOAD_PRINT_SIZES, PRINT_DPI } from '@qrpanel/contracts';

export interface DownloadSize {
  /** The Size choice's value and label. */
  value: string;
  label: string;
  /** Width in pixels; for print sizes, at dpi. */
  width: number;
  dpi?: number;
}

/** The code's own size first, then screen sizes in px, then print sizes at 300 dpi. */
export function downloadSizes(codeSize: number): DownloadSize[] {
  const screen = DOWNLOAD_PIXEL_SIZES.filter((px) => px !== codeSize).map((px) => ({
    value: `px-${px}`,
    label: `${px} px`,
    width: px,
  }));
  const print = DOWNLOAD_PRINT_SIZES.map((p) => ({
    value: `print-${p.label}`,
    label: `${p.label} (print, ${PRINT_DPI} dpi)`,
    width: Math.round(p.inches * PRINT_DPI),
    dpi: PRINT_DPI,
  }));
  return [{ value: 'code', label: `${codeSize} px (the code's size)`, width: codeSize }, ...screen, ...print];
}
