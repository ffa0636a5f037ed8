/*
 * React DOM through a module of the app's own. React DOM is CommonJS: the bundle evaluates it in
 * the first ES module that imports it, and start-app.tsx imports this one between its two
 * evaluation pauses, so that React DOM is evaluated in a task of its own.
 */
export { createRoot, hydrateRoot } from 'react-dom/client';
