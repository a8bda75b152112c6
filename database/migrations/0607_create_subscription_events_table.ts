import { BaseSchema } from '@adonisjs/lucid/schema'

/*
| The subscriptions table holds only each learner's current state; the admin
| analytics need its history (new subscribers, cancellations, active
| subscribers and MRR on any past day). A trigger writes one row each time a
| subscription starts counting as a subscriber or stops, whatever changed it
| (Stripe webhooks, the demo seeder), at the Stripe time of the event that
| changed it when the row carries one. 'Live' is isLiveStatus() of
| app/domain/subscription/subscription.ts: active, trialing, past_due.
*/
const LIVE = `('active', 'trialing', 'past_due')`

export default class extends BaseSchema {
  protected tableName = 'subscription_events'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.bigIncrements('id')
      table
        .integer('subscription_id')
        .unsigned()
        .notNullable()
        .references('subscriptions.id')
        .onDelete('CASCADE')
      /* The Stripe subscription id, or 'linha:<id>' for a row without one (demo). */
      table.string('subscription_key', 255).notNullable()
      /* started: first time live; resumed: live again; ended: no longer live */
      table.enum('kind', ['started', 'resumed', 'ended']).notNullable()
      /* The status it moved to */
      table.string('status', 32).nullable()
      table.timestamp('occurred_at', { useTz: true }).notNullable()
      table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(this.now())
      table.index(['occurred_at'])
      table.index(['subscription_key', 'kind'])
      table.index(['subscription_id'])
    })

    this.schema.raw(`
      CREATE OR REPLACE FUNCTION subscriptions_record_event() RETURNS trigger
      LANGUAGE plpgsql AS $$
      DECLARE
        was_live boolean := false;
        is_live boolean := coalesce(NEW.status IN ${LIVE}, false);
        new_key text := coalesce(NEW.stripe_subscription_id, 'linha:' || NEW.id);
        old_key text := new_key;
        at timestamptz := clock_timestamp();
      BEGIN
        IF TG_OP = 'UPDATE' THEN
          was_live := coalesce(OLD.status IN ${LIVE}, false);
          old_key := coalesce(OLD.stripe_subscription_id, 'linha:' || OLD.id);
        END IF;
        IF NEW.last_event_at IS NOT NULL
           AND (TG_OP = 'INSERT' OR NEW.last_event_at IS DISTINCT FROM OLD.last_event_at) THEN
          at := NEW.last_event_at;
        END IF;
        IF was_live AND (NOT is_live OR old_key <> new_key) THEN
          INSERT INTO subscription_events (subscription_id, subscription_key, kind, status, occurred_at)
          VALUES (NEW.id, old_key, 'ended', NEW.status, at);
        END IF;
        IF is_live AND (NOT was_live OR old_key <> new_key) THEN
          INSERT INTO subscription_events (subscription_id, subscription_key, kind, status, occurred_at)
          VALUES (
            NEW.id,
            new_key,
            CASE WHEN EXISTS (
              SELECT 1 FROM subscription_events e WHERE e.subscription_key = new_key AND e.kind = 'started'
            ) THEN 'resumed' ELSE 'started' END,
            NEW.status,
            at
          );
        END IF;
        RETURN NULL;
      END;
      $$
    `)
    this.schema.raw(`
      CREATE TRIGGER subscriptions_record_event
        AFTER INSERT OR UPDATE OF status, stripe_subscription_id ON subscriptions
        FOR EACH ROW EXECUTE FUNCTION subscriptions_record_event()
    `)

    /*
     * Rows from before this history: each one started when its row was
     * created, and one that is no longer live ended at its last Stripe event.
     */
    this.schema.raw(`
      INSERT INTO subscription_events (subscription_id, subscription_key, kind, status, occurred_at)
      SELECT id, coalesce(stripe_subscription_id, 'linha:' || id), 'started', status, created_at
      FROM subscriptions
      WHERE status IN ('active', 'trialing', 'past_due', 'canceled', 'unpaid', 'paused')
    `)
    this.schema.raw(`
      INSERT INTO subscription_events (subscription_id, subscription_key, kind, status, occurred_at)
      SELECT id, coalesce(stripe_subscription_id, 'linha:' || id), 'ended', status,
             greatest(created_at, coalesce(last_event_at, updated_at, created_at))
      FROM subscriptions
      WHERE status IN ('canceled', 'unpaid', 'paused')
    `)
  }

  async down() {
    this.schema.raw('DROP TRIGGER IF EXISTS subscriptions_record_event ON subscriptions')
    this.schema.raw('DROP FUNCTION IF EXISTS subscriptions_record_event()')
    this.schema.dropTable(this.tableName)
  }
}
