// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { renderOverFrame } from './render-over-frame.ts';

/** A prerendered frame: the shell's search box, as the build writes it. */
function frame(): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = '<header><input id="header-search" type="search" /></header><main>Loading…</main>';
  document.body.append(container);
  return container;
}

const App = () => (
  <header>
    <input id="header-search" type="search" defaultValue="" aria-label="app search" />
  </header>
);

describe('rendering the app over a prerendered frame', () => {
  beforeAll(() => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  });
  afterEach(() => document.body.replaceChildren());

  it('leaves the frame on screen until the app commits, in slices the browser can interrupt', async () => {
    const container = frame();
    renderOverFrame(createRoot(container), <App />, container, null);
    // Nothing replaced synchronously: the render is a transition.
    expect(container.querySelector('main')?.textContent).toBe('Loading…');
    await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(container.querySelector('main')).toBeNull();
    expect(container.querySelector('[aria-label="app search"]')).not.toBeNull();
  });

  it('finishes at once when the agent steps into the frame’s search box, and puts them in the app’s', () => {
    const container = frame();
    renderOverFrame(createRoot(container), <App />, container, null);
    container.querySelector<HTMLInputElement>('#header-search')?.focus();
    // Synchronously, before their first key: the app's box is there and has the focus.
    const appBox = container.querySelector('[aria-label="app search"]');
    expect(appBox).not.toBeNull();
    expect(document.activeElement).toBe(appBox);
  });

  it('renders at once when the agent was already typing in the frame', () => {
    const container = frame();
    renderOverFrame(createRoot(container), <App />, container, { text: 'smith', focused: true });
    expect(document.activeElement).toBe(container.querySelector('[aria-label="app search"]'));
  });
});
