/** What goes into one HTML page built from src/index.html. */
export interface PageParts {
  stylesheets: string[];
  entryScript: string;
  /**
   * Chunks fetched in parallel with the entry. Announced as `preload as=script`, not
   * `modulepreload`: Chromium compiles a module preload on arrival, on the main thread, before the
   * page's first paint when it arrives first (the login painted about 80 ms later for it, measured
   * with npm run bench); a plain preload only fetches, and the app's import after the first paint
   * takes the fetched file (same URL, same CORS mode: no second request).
   */
  preloads: string[];
  /** Prerendered `#root` content and how the browser takes it over; absent for the plain SPA page. */
  prerendered?: { markup: string; render: 'hydrate' | 'replace' };
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * Fills the template's `<!-- assets -->` and `#root`. Everything is an external file: the CSP
 * allows no inline script or style. A prerendered page drops the "needs JavaScript" notice: it
 * shows the screen itself, and must look the same with or without JavaScript.
 */
export function pageDocument(template: string, parts: PageParts): string {
  const tags = [
    ...parts.stylesheets.map((href) => `<link rel="stylesheet" href="${escapeAttribute(href)}" />`),
    `<script type="module" src="${escapeAttribute(parts.entryScript)}"></script>`,
    ...parts.preloads.map((href) => `<link rel="preload" as="script" crossorigin href="${escapeAttribute(href)}" />`),
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
