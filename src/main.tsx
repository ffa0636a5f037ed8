import { afterNextPaint } from './app/after-next-paint';

/**
 * Entry: kept tiny on purpose. A prerendered page (data-render on #root) is painted before the
 * app's code, preloaded meanwhile, is evaluated and takes it over.
 */
async function main() {
  if (document.getElementById('root')?.dataset.render) await afterNextPaint();
  const { startApp } = await import('./app/start-app');
  await startApp();
}

void main();
