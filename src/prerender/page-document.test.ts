import { pageDocument } from './page-document';

const template = `<html><head><!-- assets --></head><body><noscript>Needs JavaScript.</noscript><div id="root"></div></body></html>`;
const assets = { stylesheets: ['/assets/app.css'], entryScript: '/assets/main.js', preloads: ['/assets/chunks/a.js'] };

describe('a page document', () => {
  it('links the stylesheet, the entry script and its preloads, all as files', () => {
    const html = pageDocument(template, assets);
    expect(html).toContain('<link rel="stylesheet" href="/assets/app.css" />');
    expect(html).toContain('<script type="module" src="/assets/main.js"></script>');
    expect(html).toContain('<link rel="preload" as="script" crossorigin href="/assets/chunks/a.js" />');
    expect(html).toContain('<noscript>Needs JavaScript.</noscript><div id="root"></div>');
  });

  it('carries prerendered markup, says how to take it over, and keeps $ patterns literal', () => {
    const html = pageDocument(template, { ...assets, prerendered: { markup: '<p>Costs $& and $1</p>', render: 'hydrate' } });
    expect(html).toContain('<div id="root" data-render="hydrate"><p>Costs $& and $1</p></div>');
    expect(html).not.toContain('noscript');
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)/);
  });
});
