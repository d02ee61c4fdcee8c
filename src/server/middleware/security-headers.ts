import { secureHeaders } from 'hono/secure-headers';

/**
 * Security headers on every response, with a Content-Security-Policy the built app satisfies: scripts
 * only from our origin (Vite emits no inline script), no plugins, no framing. Styles allow inline
 * because sonner and Radix set styles at run time; the e2e suite fails on any CSP violation.
 */
export const securityHeaders = () =>
  secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
    crossOriginEmbedderPolicy: false,
    referrerPolicy: 'strict-origin-when-cross-origin',
    strictTransportSecurity: 'max-age=15552000; includeSubDomains',
  });
