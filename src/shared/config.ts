/** `GET /api/config`: public facts about this server the client renders (footer, sign-in options). */
export type PublicConfig = {
  version: string;
  environment: 'development' | 'production' | 'test';
  contactEmail: string;
  /** True when GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET are set; the client shows Google sign-in then. */
  googleSignIn: boolean;
};
