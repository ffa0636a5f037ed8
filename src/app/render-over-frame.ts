import { startTransition, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import type { Root } from 'react-dom/client';
import { HEADER_SEARCH_ID } from '../shell/header-search.ts';
import { returnToSearch, type FrameSearch } from './frame-search.ts';

/**
 * Renders the app over a prerendered frame (a 'replace' page) without one long task. The first
 * render of the whole signed-in screen is a transition, which React splits into slices of a few
 * milliseconds, so the browser stays responsive on a slow phone meanwhile (a single synchronous
 * render was a task of over 400 ms there, at 4× CPU slowdown). The frame stays on screen until
 * the app commits.
 *
 * What is typed must not be lost: when the agent is already in the frame's search box, or steps
 * into it before the app has committed, the render finishes synchronously at once and they are
 * put back in the app's box, before their next key.
 */
export function renderOverFrame(root: Root, app: ReactNode, container: HTMLElement, typed: FrameSearch | null): void {
  const renderNow = (search: FrameSearch) => {
    flushSync(() => root.render(app));
    returnToSearch(search);
  };
  if (typed) {
    renderNow(typed);
    return;
  }
  const frameBox = container.querySelector<HTMLInputElement>(`#${HEADER_SEARCH_ID}`);
  frameBox?.addEventListener(
    'focus',
    () => {
      // Still the frame's box: the app has not committed yet.
      if (frameBox.isConnected) renderNow({ text: frameBox.value, focused: true });
    },
    { once: true },
  );
  startTransition(() => root.render(app));
}
