import { createAreas } from '../app/areas.ts';
import { createRoutes } from '../app/router.tsx';
import { pageForPath, type PageManifest } from './page-manifest.ts';
import { pageRoutes } from './prerender-pages.tsx';

const manifest: PageManifest = {
  routes: pageRoutes(createRoutes(createAreas())),
  files: {
    login: 'pages/login.html',
    registration: 'pages/registration.html',
    shell: 'pages/shell.html',
    dashboard: 'pages/dashboard.html',
    'not-found': 'pages/not-found.html',
  },
  spa: 'index.html',
};

describe('which prerendered page answers a URL', () => {
  it.each([
    ['/auth/login', 'pages/login.html'],
    ['/auth/login/', 'pages/login.html'],
    ['/auth/tenant-register', 'pages/registration.html'],
    ['/', 'pages/dashboard.html'],
    ['/dashboard', 'pages/dashboard.html'],
    ['/orders', 'pages/shell.html'],
    ['/orders/new', 'pages/shell.html'],
    ['/orders/8f0c/file-setup/order-entry', 'pages/shell.html'],
    ['/orders/8f0c/commitment/print', 'pages/shell.html'],
    ['/auth', 'index.html'],
  ])('%s gets %s', (pathname, file) => {
    expect(pageForPath(manifest, pathname)).toEqual({ file, status: 200 });
  });

  it.each(['/nope', '/auth/nope', '/orders/8f0c/unknown', '/dashboard/extra'])('%s gets the not-found page with 404', (pathname) => {
    expect(pageForPath(manifest, pathname)).toEqual({ file: 'pages/not-found.html', status: 404 });
  });
});
