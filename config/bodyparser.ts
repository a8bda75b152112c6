import { defineConfig } from '@adonisjs/core/bodyparser'

const bodyParserConfig = defineConfig({
  allowedMethods: ['POST', 'PUT', 'PATCH', 'DELETE'],
  form: {
    convertEmptyStringsToNull: true,
    types: ['application/x-www-form-urlencoded'],
  },
  json: {
    convertEmptyStringsToNull: true,
    types: [
      'application/json',
      'application/json-patch+json',
      'application/vnd.api+json',
      'application/csp-report',
    ],
  },
  /*
  | Multipart bodies are never read here: before sign-in and the CSRF check
  | anyone could make the server write them to disk. The routes that take
  | files read them themselves, after both: `middleware.multipart({ limit })`
  | (profile photo) or MediaUploadService (admin uploads, streamed to Drive).
  */
  multipart: {
    autoProcess: false,
    convertEmptyStringsToNull: true,
    processManually: [],
    limit: '2mb',
    types: ['multipart/form-data'],
  },
})

export default bodyParserConfig
