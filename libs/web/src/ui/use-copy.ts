import { useCallback, useState } from 'react';

/**
 * Copies text to the clipboard; `copied` turns true once it did. Without a clipboard (an
 * insecure origin, a denied permission) `copy` answers false: the caller says so, and the
 * text stays on screen to select by hand.
 */
export function useCopy(): { copied: boolean; copy: (text: string) => Promise<boolean> } {
  const [copied, setCopied] = useState(false);
  const copy = useCallback(async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
      return true;
    } catch {
      return false;
    }
  }, []);
  return { copied, copy };
}
