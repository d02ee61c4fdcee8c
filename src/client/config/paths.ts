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
  webhooks: '/integrations/webhook',
  accountDeletion: '/account/deletion',
  suspended: '/suspended',
  unauthorized: '/unauthorized',
  privacyPolicy: '/privacy-policy',
  termsOfService: '/terms-of-service',
  cookiePolicy: '/cookie-policy',
  security: '/security',
  systemStatus: '/system-status',
  admin: '/admin',
  adminUsers: '/admin/users',
} as const;

/** A campaign's page; `tab` is one of its tabs (kept in the URL so it survives a reload). */
export const campaignPath = (id: string, tab?: string) =>
  `/dashboard/campaigns/${encodeURIComponent(id)}${tab ? `?tab=${encodeURIComponent(tab)}` : ''}`;

/** In-page sections of the landing page the header scrolls to (SPEC §2). */
export const sections = { features: 'features', pricing: 'pricing', waitlist: 'waitlist' } as const;
