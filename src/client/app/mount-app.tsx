import { StrictMode } from 'react';
import { App } from './app.tsx';
import { createReportingRoot } from './create-root.ts';

/** Renders the app (every route, React Router) into #root. */
export function mount(root: HTMLElement) {
  createReportingRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
