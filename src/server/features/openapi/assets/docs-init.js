/* global window, SwaggerUIBundle */
// Starts Swagger UI on /api/docs (served by docs.routes.ts). An external file, not an inline script:
// the CSP allows scripts from our own origin only. `validatorUrl: null` keeps Swagger UI from sending
// the document to validator.swagger.io (the server has no internet, and the document is ours).
// `deepLinking: false`: deep links put a link inside each operation's toggle button, an interactive
// element nested in another (WCAG 4.1.2, axe `nested-interactive`).
window.ui = SwaggerUIBundle({
  url: '/api/v1/openapi.json',
  dom_id: '#swagger-ui',
  deepLinking: false,
  displayOperationId: true,
  defaultModelsExpandDepth: 0,
  presets: [SwaggerUIBundle.presets.apis],
  layout: 'BaseLayout',
  validatorUrl: null,
});
