/**
 * Asks for every chunk the page's screen needs at once (the list the build put on the entry
 * script, `data-chunks`), so that the app's import finds them fetched or on their way instead of
 * discovering them one import level at a time. Module preloads also compile as they arrive,
 * which is why the entry calls this only after the first paint (page-document.ts).
 */
export function loadChunks(): void {
  const script = document.querySelector<HTMLScriptElement>('script[type="module"][data-chunks]');
  const chunks = script?.dataset.chunks?.split(' ').filter((href) => href.startsWith('/assets/')) ?? [];
  for (const href of chunks) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
}
