import { qrDownloadFileName, type DownloadFormat } from '@qrpanel/contracts';

/**
 * Names Windows keeps for devices, whatever follows them after a dot or spaces ("CON.png",
 * "lpt1 .tar.png"): such a file cannot be made there, so the name gets a "_".
 */
const WINDOWS_RESERVED = /^(con|prn|aux|nul|com[1-9¹²³]|lpt[1-9¹²³])(?= *(\.|$))/i;

/**
 * File names for a ZIP's entries: each code's label made safe for every file system
 * (no path separators or reserved characters or names, no leading dot) and unique
 * whatever the case, "Menu.png", "Menu (2).png", …
 */
export class ZipEntryNames {
  private readonly taken = new Set<string>();

  constructor(reserved: readonly string[] = []) {
    for (const name of reserved) this.taken.add(name.toLowerCase());
  }

  next(label: string, format: DownloadFormat): string {
    const base = qrDownloadFileName(label, format)
      .slice(0, -(format.length + 1))
      .replace(/^\.+/, '_')
      .replace(WINDOWS_RESERVED, '$1_');
    for (let n = 1; ; n += 1) {
      const name = `${n === 1 ? base : `${base} (${n})`}.${format}`;
      if (!this.taken.has(name.toLowerCase())) {
        this.taken.add(name.toLowerCase());
        return name;
      }
    }
  }
}
