import { RouterProvider } from 'react-router/dom';
import { AppProvider } from './root-providers.tsx';
import { router } from './router.tsx';

/** The whole client: providers around the router. */
export function App() {
  return (
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
