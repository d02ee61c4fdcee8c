import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { applyFixedTheme } from '#client/lib/theme.ts';
import { App } from './app.tsx';

/** Renders the app into #root, after fixing the theme so the first paint is already light (SPEC §1). */
export function mount(root: HTMLElement) {
  applyFixedTheme();
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
