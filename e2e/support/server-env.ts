/** Env the e2e server runs with (playwright.config.ts), which specs assert against. */

/** Not the default, so a spec can tell that the server's CONTACT_EMAIL reached the page. */
export const CONTACT_EMAIL = 'team@coldsmith.example';
