import { defineConfig } from '@adonisjs/shield'

/*
| Shield checks CSRF. The security headers (CSP with a nonce, frame options,
| HSTS, nosniff, referrer and permissions policies) are set for every
| response, static files and the 404 page included, by the first server
| middleware (app/middleware/security_headers_middleware.ts), so they are off here.
*/
const shieldConfig = defineConfig({
  csp: {
    enabled: false,
    directives: {},
    reportOnly: false,
  },
  csrf: {
    enabled: true,
    /* Stripe signs its webhook; it cannot carry our CSRF token. */
    exceptRoutes: ['/webhooks/stripe'],
    enableXsrfCookie: true,
    methods: ['POST', 'PUT', 'PATCH', 'DELETE'],
  },
  xFrame: {
    enabled: false,
  },
  hsts: {
    enabled: false,
  },
  contentTypeSniffing: {
    enabled: false,
  },
})

export default shieldConfig
