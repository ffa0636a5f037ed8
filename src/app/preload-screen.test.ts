// @vitest-environment happy-dom
import { preloadScreen } from './preload-screen.ts';

function entryScript(screens: unknown) {
  const script = document.createElement('script');
  script.type = 'module';
  script.dataset.screens = typeof screens === 'string' ? screens : JSON.stringify(screens);
  document.head.append(script);
}

const preloads = () => [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => link.getAttribute('href'));

describe('fetching a screen ahead of need', () => {
  afterEach(() => document.head.replaceChildren());

  it('announces each chunk of the screen once as a module preload, so it is fetched but not run', () => {
    entryScript({ desk: ['/assets/chunks/desk-A.js', '/assets/chunks/shared-B.js'], file: ['/assets/chunks/file-C.js', '/assets/chunks/shared-B.js'] });
    preloadScreen('desk');
    preloadScreen('file');
    preloadScreen('file');
    expect(preloads()).toEqual(['/assets/chunks/desk-A.js', '/assets/chunks/shared-B.js', '/assets/chunks/file-C.js']);
  });

  it('asks for nothing outside the build’s assets, and nothing when the page lists no screens', () => {
    entryScript({ team: ['https://elsewhere.test/x.js', '//elsewhere.test/y.js', '/assets/chunks/team-D.js'] });
    preloadScreen('team');
    preloadScreen('desk');
    expect(preloads()).toEqual(['/assets/chunks/team-D.js']);
  });

  it('does nothing with a list it cannot read', () => {
    entryScript('{not json');
    expect(() => preloadScreen('desk')).not.toThrow();
    expect(preloads()).toEqual([]);
  });
});
