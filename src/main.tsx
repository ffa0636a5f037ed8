import { afterNextPaint } from './app/after-next-paint';
import { watchTypedBeforeStart } from './app/typed-before-start';

/**
 * Entry: kept tiny on purpose. A prerendered page (data-render on #root) is painted before the
 * app's code, preloaded meanwhile, is evaluated and takes it over.
 */
async function main() {
  const root = document.getElementById('root');
  // Keystrokes into a prerendered form before the app takes it over are kept and given back.
  const typed = root?.dataset.render === 'hydrate' ? watchTypedBeforeStart(root) : null;
  if (root?.dataset.render) await afterNextPaint();
  const { startApp } = await import('./app/start-app');
  await startApp({ onHydrated: () => typed?.restore() });
}

/**
 * The app's code could not be loaded (a page from before a deploy whose files are gone, or the
 * network): the prerendered page would look usable and do nothing, so say so, with Reload.
 * Plain DOM: nothing else of the app is there.
 */
function offerReload(): void {
  const notice = document.createElement('div');
  notice.className = 'load-failure';
  notice.setAttribute('role', 'alert');
  const text = document.createElement('p');
  text.textContent = 'TitleTrack could not finish loading. It may have been updated while this page was open.';
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'button button--primary';
  button.textContent = 'Reload';
  button.addEventListener('click', () => window.location.reload());
  notice.append(text, button);
  document.body.prepend(notice);
  button.focus();
}

main().catch((error: unknown) => {
  console.error(error);
  offerReload();
});
