/** Every route path the client links to, in one place (SPEC §2). */
export const paths = {
  home: '/',
  login: '/login',
  signup: '/signup',
  forgotPassword: '/auth/forgot-password',
  resetPassword: '/auth/reset-password',
  twoFactor: '/auth/two-factor',
  waitingList: '/waiting-list',
  initializeAdmin: '/initialize-admin',
  dashboard: '/dashboard',
  newCampaign: '/dashboard/campaigns/new',
  playground: '/dashboard/generation',
  profile: '/profile',
  integrations: '/integrations',
  webhooks: '/integrations/webhook',
  accountDeletion: '/account/deletion',
  suspended: '/suspended',
  unauthorized: '/unauthorized',
  privacyPolicy: '/privacy-policy',
  termsOfService: '/terms-of-service',
  cookiePolicy: '/cookie-policy',
  security: '/security',
  systemStatus: '/system-status',
  api: '/api',
  /** Served by the server (the OpenAPI reference), not by the app's router. */
  apiDocs: '/api/docs',
  admin: '/admin',
  adminUsers: '/admin/users',
} as const;

/** A campaign's page; `tab` is one of its tabs (kept in the URL so it survives a reload). */
export const campaignPath = (id: string, tab?: string) =>
  `/dashboard/campaigns/${encodeURIComponent(id)}${tab ? `?tab=${encodeURIComponent(tab)}` : ''}`;

/** In-page sections of the landing page the header scrolls to (SPEC §2). */
export const sections = { features: 'features', pricing: 'pricing', waitlist: 'waitlist' } as const;

/** /integrations, optionally preselecting one of the user's campaigns for a push (and opening a tool's push). */
export const integrationsPath = (campaignId?: string, push?: string) => {
  const query = new URLSearchParams({
    ...(campaignId ? { campaign: campaignId } : {}),
    ...(push ? { push } : {}),
  }).toString();
  return `/integrations${query ? `?${query}` : ''}`;
};
