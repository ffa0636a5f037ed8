import { ENTER_BEFORE_START_SCRIPT } from '../lib/enter-before-start.ts';

/** What goes into one HTML page built from src/index.html. */
export interface PageParts {
  stylesheets: string[];
  entryScript: string;
  /**
   * The chunks the page's screen needs, listed on the entry script (`data-chunks`) rather than
   * announced as preloads: the entry asks for them all at once after the first paint
   * (src/app/load-chunks.ts). Fetched before it, even as plain `preload as=script`, they cost
   * the login about 20 ms of its first paint on a two-core machine (npm run bench), while the
   * page shown meanwhile already keeps whatever is typed into it.
   */
  chunks: string[];
  /**
   * Each signed-in screen's chunks (src/app/screens), for fetching the next likely screen while
   * the browser is idle without running it (src/app/preload-screen.ts), as `data-screens`.
   */
  screens?: Record<string, string[]>;
  /** Prerendered `#root` content and how the browser takes it over; absent for the plain SPA page. */
  prerendered?: { markup: string; render: 'hydrate' | 'replace' };
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * Fills the template's `<!-- assets -->` and `#root`. Everything is an external file but one: a
 * hydrated page carries the few lines that keep an Enter pressed before the app's code arrives
 * (lib/enter-before-start.ts), which the CSP allows by their hash. A prerendered page drops the "needs JavaScript" notice: it
 * shows the screen itself, and must look the same with or without JavaScript.
 */
export function pageDocument(template: string, parts: PageParts): string {
  const tags = [
    ...(parts.prerendered?.render === 'hydrate' ? [`<script>${ENTER_BEFORE_START_SCRIPT}</script>`] : []),
    ...parts.stylesheets.map((href) => `<link rel="stylesheet" href="${escapeAttribute(href)}" />`),
    `<script type="module" src="${escapeAttribute(parts.entryScript)}" data-chunks="${escapeAttribute(parts.chunks.join(' '))}"${parts.screens ? ` data-screens="${escapeAttribute(JSON.stringify(parts.screens))}"` : ''}></script>`,
  ];
  if (!template.includes('<!-- assets -->') || !template.includes('<div id="root"></div>')) {
    throw new Error('src/index.html needs an <!-- assets --> marker and an empty <div id="root"></div>');
  }
  let html = template.replace('<!-- assets -->', tags.join('\n    '));
  if (parts.prerendered) {
    const { markup, render } = parts.prerendered;
    html = html
      .replace(/\s*<noscript>[\s\S]*?<\/noscript>/, '')
      .replace('<div id="root"></div>', () => `<div id="root" data-render="${render}">${markup}</div>`);
  }
  return html;
}
