/*
| Health checks read by the load balancer (GET /health/ready, see
| docs/operations.md): the database, Redis when configured, the Drive disk
| and the migrations. /health/live checks nothing: the process answers.
*/
import env from '#start/env'
import { HealthChecks, type BaseCheck } from '@adonisjs/core/health'
import {
  DatabaseCheck,
  DriveWritableCheck,
  MigrationsAppliedCheck,
} from '#services/platform/health_checks'

export const redisConfigured = Boolean(env.get('REDIS_URL') || env.get('REDIS_HOST'))

/** Exported so a test can make the disk fail. */
export const driveCheck = new DriveWritableCheck()

const checks: BaseCheck[] = [new DatabaseCheck(), driveCheck, new MigrationsAppliedCheck()]

if (redisConfigured) {
  const [{ RedisCheck }, { default: redis }] = await Promise.all([
    import('@adonisjs/redis'),
    import('@adonisjs/redis/services/main'),
  ])
  const connection = redis.connection()
  /*
   * The connection is lazy (config/redis.ts): RedisCheck reports one that
   * was never opened as failing, so the first check opens it.
   */
  class LazyRedisCheck extends RedisCheck {
    async run() {
      if (connection.status === 'wait') await connection.ioConnection.connect().catch(() => {})
      return super.run()
    }
  }
  checks.push(new LazyRedisCheck(connection).as('Redis'))
}

/** One register() call: each call replaces the list. */
export const healthChecks = new HealthChecks().register(checks)
