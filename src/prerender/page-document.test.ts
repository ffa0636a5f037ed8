import { ENTER_BEFORE_START_SCRIPT } from '../lib/enter-before-start.ts';
import { pageDocument } from './page-document.ts';

const template = `<html><head><!-- assets --></head><body><noscript>Needs JavaScript.</noscript><div id="root"></div></body></html>`;
const assets = { stylesheets: ['/assets/app.css'], entryScript: '/assets/main.js', chunks: ['/assets/chunks/a.js', '/assets/chunks/b.js'] };

describe('a page document', () => {
  it('links the stylesheet and the entry script, which lists the chunks to load after the first paint', () => {
    const html = pageDocument(template, assets);
    expect(html).toContain('<link rel="stylesheet" href="/assets/app.css" />');
    expect(html).toContain('<script type="module" src="/assets/main.js" data-chunks="/assets/chunks/a.js /assets/chunks/b.js"></script>');
    expect(html).not.toContain('preload');
    expect(html).toContain('<noscript>Needs JavaScript.</noscript><div id="root"></div>');
  });

  it('carries prerendered markup, says how to take it over, and keeps $ patterns literal', () => {
    const html = pageDocument(template, { ...assets, prerendered: { markup: '<p>Costs $& and $1</p>', render: 'hydrate' } });
    expect(html).toContain('<div id="root" data-render="hydrate"><p>Costs $& and $1</p></div>');
    expect(html).not.toContain('noscript');
    // One inline script, the Enter keeper, allowed by its hash in the CSP; nothing else inline.
    expect(html.match(/<script(?![^>]*\bsrc=)[^>]*>[^<]*<\/script>/g)).toEqual([`<script>${ENTER_BEFORE_START_SCRIPT}</script>`]);
    expect(pageDocument(template, { ...assets, prerendered: { markup: '<p>frame</p>', render: 'replace' } })).not.toMatch(/<script(?![^>]*\bsrc=)/);
  });
});
