import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/** How long a screen (a remote's, loaded on demand) may take to show its heading. */
const HEADING_WAIT_MS = 5_000;

/**
 * Moves the focus to the new screen's heading after each navigation, so a keyboard or
 * screen reader user starts at the top of what changed rather than on the link they left
 * (a single-page app does not do what a page load would). The first screen keeps the
 * browser's own start.
 */
export function useFocusHeadingOnNavigation(): void {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const until = Date.now() + HEADING_WAIT_MS;
    let frame = 0;
    const look = () => {
      const heading = document.querySelector<HTMLElement>('main h1');
      if (heading) {
        if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
        heading.focus();
      } else if (Date.now() < until) frame = requestAnimationFrame(look);
    };
    frame = requestAnimationFrame(look);
    return () => cancelAnimationFrame(frame);
  }, [pathname]);
}
