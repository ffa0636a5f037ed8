// @vitest-environment happy-dom
import { HEADER_SEARCH_ID } from '../shell/header-search.ts';
import { returnToSearch, searchTypedIntoFrame } from './frame-search.ts';

function frameWithSearch(): { container: HTMLElement; box: HTMLInputElement } {
  const container = document.createElement('div');
  container.innerHTML = `<header><input id="${HEADER_SEARCH_ID}" type="search" value=""></header><main></main>`;
  document.body.replaceChildren(container);
  return { container, box: container.querySelector('input') as HTMLInputElement };
}

describe('the search box of the prerendered shell frame', () => {
  it('hands over nothing when the agent has not been in it', () => {
    const { container } = frameWithSearch();
    expect(searchTypedIntoFrame(container)).toBeNull();
  });

  it('hands over what was typed and that the agent is still typing', () => {
    const { container, box } = frameWithSearch();
    box.focus();
    box.value = 'Lakesh';
    expect(searchTypedIntoFrame(container)).toEqual({ text: 'Lakesh', focused: true });
  });

  it('hands over the focus alone when the agent clicked in but has not typed yet', () => {
    const { container, box } = frameWithSearch();
    box.focus();
    expect(searchTypedIntoFrame(container)).toEqual({ text: '', focused: true });
  });

  it("puts the agent back into the app's box, at the end of the text", () => {
    const { box } = frameWithSearch();
    box.value = 'Lakesh';
    returnToSearch({ text: 'Lakesh', focused: true });
    expect(document.activeElement).toBe(box);
    expect(box.selectionStart).toBe(6);
  });
});
