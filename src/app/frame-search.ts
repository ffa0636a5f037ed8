import { HEADER_SEARCH_ID } from '../shell/header-search.ts';

export interface FrameSearch {
  text: string;
  focused: boolean;
}

/**
 * What the agent typed into the search box of the prerendered shell frame (a 'replace' page,
 * src/prerender) before the app replaced the frame, and whether they were still in it. The frame's
 * box and the app's share an id; the app starts with this text so none of it is lost.
 */
export function searchTypedIntoFrame(container: HTMLElement): FrameSearch | null {
  const box = container.querySelector<HTMLInputElement>(`#${HEADER_SEARCH_ID}`);
  if (!box) return null;
  // In it without having typed yet counts too: the next keys must land in the app's box.
  const focused = document.activeElement === box;
  return box.value === '' && !focused ? null : { text: box.value, focused };
}

/** Puts the agent back where they were typing: in the app's search box, at the end of the text. */
export function returnToSearch(search: FrameSearch): void {
  const box = document.getElementById(HEADER_SEARCH_ID);
  if (!search.focused || !(box instanceof HTMLInputElement)) return;
  box.focus();
  box.setSelectionRange(box.value.length, box.value.length);
}
