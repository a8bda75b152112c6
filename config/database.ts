import env from '#start/env'
import app from '@adonisjs/core/services/app'
import { defineConfig } from '@adonisjs/lucid'

/**
 * DATABASE_URL wins over the DB_* variables. `npm start` and `npm test` set
 * DATABASE_URL to the embedded PostgreSQL when neither is configured.
 */
function connectionSettings() {
  const url = env.get('DATABASE_URL')
  if (url) {
    try {
      new URL(url)
    } catch {
      throw new Error(
        `DATABASE_URL is not a valid URL (expected postgres://user:password@host:port/database)`
      )
    }
    return {
      connectionString: url,
      ssl: env.get('DB_SSL') ? { rejectUnauthorized: false } : undefined,
    }
  }
  const host = env.get('DB_HOST')
  if (!host) {
    throw new Error(
      'No database configured: set DATABASE_URL, or DB_HOST/DB_PORT/DB_USER/DB_PASSWORD/DB_DATABASE (npm start and npm test do this for you with the embedded PostgreSQL)'
    )
  }
  return {
    host,
    port: env.get('DB_PORT', 5432),
    user: env.get('DB_USER', 'postgres'),
    password: env.get('DB_PASSWORD', ''),
    database: env.get('DB_DATABASE', 'ganja_talks'),
    ssl: env.get('DB_SSL') ? { rejectUnauthorized: false } : undefined,
  }
}

const dbConfig = defineConfig({
  connection: 'postgres',
  prettyPrintDebugQueries: !app.inProduction,
  connections: {
    postgres: {
      client: 'pg',
      connection: connectionSettings(),
      pool: { min: 0, max: env.get('DB_POOL_MAX', 10) },
      migrations: {
        naturalSort: true,
        paths: ['database/migrations'],
      },
      seeders: {
        paths: ['database/seeders'],
      },
      schemaGeneration: { enabled: false },
    },
  },
})

export default dbConfig
