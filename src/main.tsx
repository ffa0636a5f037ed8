import { afterNextPaint } from './app/after-next-paint.ts';
import { loadChunks } from './app/load-chunks.ts';
import { keepFieldsRestorable } from './lib/restorable-fields.ts';

/**
 * Entry: kept tiny on purpose. A prerendered page (data-render on #root) is painted before the
 * app's code is fetched, evaluated and takes it over.
 */
async function main() {
  // Whatever is typed or filled into a prerendered form meanwhile stays in its fields, and the
  // form adopts it when the app takes the page over (ui/form.tsx); an Enter pressed meanwhile is
  // kept for the form too, by the page's inline script (lib/enter-before-start.ts).
  const root = document.getElementById('root');
  keepFieldsRestorable();
  if (root?.dataset.render) await afterNextPaint();
  loadChunks();
  const { startApp } = await import('./app/start-app.tsx');
  await startApp();
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
