import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { appStarted } from './auth/auth-slice';
import { createBrowserDependencies } from './app/browser-dependencies';
import { routerFuture, routes } from './app/router';
import { makeStore } from './app/store';
import { EnvironmentError, parseEnvironment } from './config/environment';
import { EnvironmentProvider } from './config/environment-context';

declare const __APP_ENV__: unknown;
declare const __DEV_RELOAD__: boolean;

function ConfigurationError({ problems }: { problems: string[] }) {
  return (
    <main className="standalone">
      <h1 className="standalone__title">TitleTrack is not configured correctly</h1>
      <p className="standalone__text">Ask your administrator to fix these settings:</p>
      <ul className="standalone__list">
        {problems.map((problem) => (
          <li key={problem}>{problem}</li>
        ))}
      </ul>
    </main>
  );
}

function start() {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  const root = createRoot(container);

  let environment;
  try {
    environment = parseEnvironment(__APP_ENV__);
  } catch (error) {
    if (!(error instanceof EnvironmentError)) throw error;
    console.error(error.message);
    root.render(<ConfigurationError problems={error.problems} />);
    return;
  }

  const router = createBrowserRouter(routes, { future: routerFuture });
  const store = makeStore(createBrowserDependencies(environment, {
      navigate: (to) => void router.navigate(to),
      currentPath: () => `${router.state.location.pathname}${router.state.location.search}`,
    }));
  store.dispatch(appStarted());

  root.render(
    <StrictMode>
      <Provider store={store}>
        <EnvironmentProvider environment={environment}>
          <RouterProvider router={router} future={{ v7_startTransition: true }} />
        </EnvironmentProvider>
      </Provider>
    </StrictMode>,
  );

  if (__DEV_RELOAD__) {
    new EventSource('/__dev/reload').addEventListener('change', () => window.location.reload());
  }
}

start();
