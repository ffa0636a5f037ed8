import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { focusMainHeading } from './focus-main-heading.ts';

/**
 * After a move to another screen, a keyboard user whose focused control went away with the old one
 * (the profile menu's link, which hides as it is chosen; a link inside replaced content) carries on
 * from the new screen's heading instead of the top of the document. Focus that is still somewhere
 * (the side menu's opener, a tab) is left where it is.
 */
export function useFocusAfterNavigation(): void {
  const { pathname } = useLocation();
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    const frame = window.requestAnimationFrame(() => {
      const focused = document.activeElement;
      if (focused === null || focused === document.body) focusMainHeading();
    });
    return () => window.cancelAnimationFrame(frame);
  }, [pathname]);
}
