import './styles/globals.css';
import { restoreAccessibilitySettings } from '#client/features/accessibility/utils/accessibility-store.ts';
import { renderCriticalFailure } from '#client/lib/errors/critical-failure.ts';
import { logError } from '#client/lib/errors/error-log.ts';
import { installGlobalErrorHandlers } from '#client/lib/errors/global-handlers.ts';
import { applyFixedTheme } from '#client/lib/theme.ts';

/**
 * The entry point: the styles and what must happen before the first paint of content (error logging,
 * the fixed theme, the accessibility classes); then the app, by dynamic import, so that if it cannot
 * load or mount SPEC §2's critical-failure screen replaces it (built without React for exactly that
 * case). The landing page has an entry of its own without React Router (app/site, decision 023): a
 * first visit to `/` loads that, any other path the app. Zod's CSP configuration is not here: lib/zod.ts applies it wherever zod is first loaded.
 */
installGlobalErrorHandlers();
applyFixedTheme();
restoreAccessibilitySettings();

const root = document.getElementById('root') ?? document.body;
try {
  const { mount } =
    location.pathname === '/'
      ? await import('#client/app/site/mount-site.tsx')
      : await import('#client/app/mount-app.tsx');
  await mount(root);
} catch (error) {
  logError(error, { console: true, tags: { source: 'mount' } });
  renderCriticalFailure(root);
}
