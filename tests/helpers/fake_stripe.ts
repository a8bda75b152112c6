/*
| A fake Stripe API on 127.0.0.1 for the tests: the real `stripe` SDK of the
| app talks to it over HTTP (host/port/protocol from config/stripe.ts), so the
| requests the app makes are the ones it would make to Stripe, and nothing
| ever reaches the internet. It records every request and answers with
| Stripe-shaped objects; failures can be armed per route.
*/
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import Stripe from 'stripe'
import app from '@adonisjs/core/services/app'
import testUtils from '@adonisjs/core/services/test_utils'
import type { Group } from '@japa/runner/core'
import type { StripeConfig } from '#config/stripe'

export const FAKE_SECRET_KEY = 'sk_test_fake_ganja'
export const FAKE_LIVE_SECRET_KEY = 'sk_live_fake_ganja'
export const FAKE_WEBHOOK_SECRET = 'whsec_test_fake_ganja'
export const FAKE_PRICE_ID = 'price_premium_brl_3700'

export type RecordedRequest = {
  method: string
  path: string
  /** Form fields as the SDK encodes them, e.g. `line_items[0][price]` */
  params: Record<string, string>
  headers: IncomingHttpHeaders
}

type StripeFailure = {
  status: number
  type: string
  message: string
  code?: string
  param?: string
}

type JsonObject = Record<string, unknown>

export class FakeStripe {
  readonly requests: RecordedRequest[] = []
  readonly customers = new Map<string, JsonObject>()
  readonly subscriptions = new Map<string, JsonObject>()
  readonly checkoutSessions = new Map<string, JsonObject>()
  private failures = new Map<string, StripeFailure>()
  private overrides = new Map<string, [number, unknown]>()
  private counter = 0
  private previousConfig: StripeConfig | null = null

  private constructor(
    private server: Server,
    readonly port: number
  ) {}

  static async start() {
    let fake: FakeStripe
    const server = createServer((request, response) => {
      let body = ''
      request.setEncoding('utf8')
      request.on('data', (chunk) => (body += chunk))
      request.on('end', () => {
        const url = new URL(request.url ?? '/', 'http://fake.stripe')
        const recorded: RecordedRequest = {
          method: request.method ?? 'GET',
          path: url.pathname,
          params: Object.fromEntries(new URLSearchParams(body || url.search.slice(1))),
          headers: request.headers,
        }
        fake.requests.push(recorded)
        const [status, payload] = fake.answer(recorded)
        response.writeHead(status, {
          'content-type': 'application/json',
          'request-id': `req_fake_${fake.next()}`,
        })
        response.end(JSON.stringify(payload))
      })
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    fake = new FakeStripe(server, (server.address() as AddressInfo).port)
    return fake
  }

  /** Points the app's Stripe configuration at this fake (restored by `restore()`). */
  useAsStripe(overrides: Partial<StripeConfig> = {}) {
    this.previousConfig ??= app.config.get<StripeConfig>('stripe')
    app.config.set('stripe', {
      ...this.previousConfig,
      secretKey: FAKE_SECRET_KEY,
      webhookSecret: FAKE_WEBHOOK_SECRET,
      priceId: FAKE_PRICE_ID,
      paymentMethodTypes: ['card', 'boleto'],
      boletoExpiresAfterDays: 3,
      api: { host: '127.0.0.1', port: this.port, protocol: 'http' },
      maxNetworkRetries: 0,
      timeoutMs: 5000,
      ...overrides,
    } satisfies StripeConfig)
    return this
  }

  /** Puts the app's Stripe configuration back and forgets requests, objects and armed failures. */
  restore() {
    if (this.previousConfig) app.config.set('stripe', this.previousConfig)
    this.previousConfig = null
    this.requests.length = 0
    this.customers.clear()
    this.subscriptions.clear()
    this.checkoutSessions.clear()
    this.failures.clear()
    this.overrides.clear()
  }

  async stop() {
    this.restore()
    await new Promise<void>((resolve) => this.server.close(() => resolve()))
  }

  /** Every call to `METHOD /v1/path` answers this error until restore(). */
  fail(route: string, failure: Partial<StripeFailure> = {}) {
    this.failures.set(route, {
      status: 500,
      type: 'api_error',
      message: 'Falha simulada do Stripe',
      ...failure,
    })
  }

  /** Every call to `METHOD /v1/path` answers this status and body until restore(). */
  respondWith(route: string, status: number, body: unknown) {
    this.overrides.set(route, [status, body])
  }

  requestsTo(route: string) {
    return this.requests.filter((request) => `${request.method} ${request.path}` === route)
  }

  /** A customer the fake knows (as if created earlier in Stripe). */
  addCustomer(id: string, data: JsonObject = {}) {
    this.customers.set(id, { id, object: 'customer', livemode: false, metadata: {}, ...data })
    return id
  }

  addSubscription(subscription: JsonObject) {
    this.subscriptions.set(subscription.id as string, subscription)
  }

  /** A Checkout Session Stripe knows (GET /v1/checkout/sessions/:id answers it). */
  addCheckoutSession(session: JsonObject) {
    this.checkoutSessions.set(session.id as string, session)
  }

  private next() {
    this.counter += 1
    return this.counter
  }

  private answer(request: RecordedRequest): [number, unknown] {
    const route = `${request.method} ${request.path}`
    const failure = this.failures.get(route)
    if (failure) {
      const { status, ...error } = failure
      return [status, { error }]
    }
    const override = this.overrides.get(route)
    if (override) return override

    if (route === 'POST /v1/customers') {
      const id = `cus_fake_${this.next()}`
      this.addCustomer(id, {
        email: request.params.email,
        name: request.params.name ?? null,
        metadata: { user_id: request.params['metadata[user_id]'] },
      })
      return [200, this.customers.get(id)]
    }

    if (route === 'POST /v1/checkout/sessions') {
      const params = request.params
      const customer = params.customer
      if (customer && !this.customers.has(customer)) return missing('customer', customer)
      const methods = indexed(params, 'allowed_payment_method_types')
      const mode = params.mode
      /* Stripe's own checks on what the app sends for these methods. */
      if (mode === 'subscription' && methods.includes('pix')) {
        return invalid('allowed_payment_method_types', 'Pix is not supported in subscription mode.')
      }
      const expiresAt = params.expires_at ? Number(params.expires_at) : unix(Date.now()) + 86_400
      if (expiresAt - unix(Date.now()) < 1800) {
        return invalid('expires_at', 'expires_at must be at least 30 minutes from now.')
      }
      const pixSeconds = params['payment_method_options[pix][expires_after_seconds]']
      const boletoDays = params['payment_method_options[boleto][expires_after_days]']
      const amount = Number(params['line_items[0][price_data][unit_amount]'] ?? 3700)
      const id = `cs_test_fake_${this.next()}`
      const session = stripeCheckoutSession({
        id,
        mode: mode === 'payment' ? 'payment' : 'subscription',
        status: 'open',
        paymentStatus: 'unpaid',
        customer,
        subscription: null,
        userId: Number(params.client_reference_id),
        offer: params['metadata[offer]'],
        paymentMethodTypes: methods.length > 0 ? methods : ['card'],
        pixExpiresAfterSeconds: pixSeconds ? Number(pixSeconds) : undefined,
        boletoExpiresAfterDays: boletoDays ? Number(boletoDays) : undefined,
        amountTotal: amount,
        expiresAt,
      })
      this.addCheckoutSession(session)
      return [200, session]
    }

    const customerPath = request.path.match(/^\/v1\/customers\/([^/]+)$/)
    if (request.method === 'DELETE' && customerPath) {
      if (!this.customers.delete(customerPath[1])) return missing('id', customerPath[1])
      return [200, { id: customerPath[1], object: 'customer', deleted: true }]
    }

    const checkoutSession = request.path.match(/^\/v1\/checkout\/sessions\/([^/]+)$/)
    if (request.method === 'GET' && checkoutSession) {
      const found = this.checkoutSessions.get(checkoutSession[1])
      return found ? [200, found] : missing('id', checkoutSession[1])
    }

    if (route === 'POST /v1/billing_portal/sessions') {
      const customer = request.params.customer
      if (!this.customers.has(customer)) return missing('customer', customer)
      const id = `bps_fake_${this.next()}`
      return [
        200,
        {
          id,
          object: 'billing_portal.session',
          customer,
          return_url: request.params.return_url,
          url: `https://billing.stripe.test/p/session/${id}`,
        },
      ]
    }

    const subscription = request.path.match(/^\/v1\/subscriptions\/([^/]+)$/)
    if (request.method === 'GET' && subscription) {
      const found = this.subscriptions.get(subscription[1])
      return found ? [200, found] : missing('id', subscription[1])
    }

    return [
      404,
      { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${route})` } },
    ]
  }
}

/** The values of a form-encoded array field (`name[0]`, `name[1]`…), in order. */
function indexed(params: Record<string, string>, name: string) {
  const values: string[] = []
  for (let index = 0; params[`${name}[${index}]`] !== undefined; index++) {
    values.push(params[`${name}[${index}]`])
  }
  return values
}

function invalid(param: string, message: string): [number, unknown] {
  return [400, { error: { type: 'invalid_request_error', param, message } }]
}

function missing(param: string, id: string): [number, unknown] {
  return [
    param === 'id' ? 404 : 400,
    {
      error: {
        type: 'invalid_request_error',
        code: 'resource_missing',
        param,
        message: `No such ${param === 'id' ? 'object' : param}: '${id}'`,
      },
    },
  ]
}

/* ---------- Stripe objects and signed webhook deliveries ---------- */

let sequence = 0
const unique = (prefix: string) => `${prefix}_${Date.now().toString(36)}${(sequence += 1)}`

/** Unix seconds, as Stripe writes times. */
export const unix = (date: Date | number) =>
  Math.floor((typeof date === 'number' ? date : date.getTime()) / 1000)

/** A subscription in the shape of the pinned API version (the period end lives on the items). */
export function stripeSubscription(fields: {
  id?: string
  customer: string
  status: string
  userId?: number
  currentPeriodEnd?: Date
  cancelAtPeriodEnd?: boolean
  priceId?: string
}) {
  const periodEnd = unix(fields.currentPeriodEnd ?? new Date(Date.now() + 30 * 86_400_000))
  return {
    id: fields.id ?? unique('sub_fake'),
    object: 'subscription',
    customer: fields.customer,
    status: fields.status,
    cancel_at_period_end: fields.cancelAtPeriodEnd ?? false,
    cancel_at: null,
    created: periodEnd - 30 * 86_400,
    livemode: false,
    metadata: fields.userId ? { user_id: String(fields.userId) } : {},
    items: {
      object: 'list',
      data: [
        {
          id: unique('si_fake'),
          object: 'subscription_item',
          current_period_start: periodEnd - 30 * 86_400,
          current_period_end: periodEnd,
          price: {
            id: fields.priceId ?? FAKE_PRICE_ID,
            object: 'price',
            currency: 'brl',
            unit_amount: 3700,
          },
        },
      ],
    },
  }
}

/** An invoice of a subscription (new API shape: parent.subscription_details). */
export function stripeInvoice(fields: {
  subscription: string
  customer: string
  billingReason?: string
  periodEnd?: Date
}) {
  const end = unix(fields.periodEnd ?? new Date(Date.now() + 30 * 86_400_000))
  return {
    id: unique('in_fake'),
    object: 'invoice',
    customer: fields.customer,
    billing_reason: fields.billingReason ?? 'subscription_cycle',
    currency: 'brl',
    amount_due: 3700,
    parent: {
      type: 'subscription_details',
      subscription_details: { subscription: fields.subscription },
    },
    lines: {
      object: 'list',
      data: [{ id: unique('il_fake'), period: { start: end - 30 * 86_400, end } }],
    },
  }
}

/**
 * A Checkout Session as Stripe sends it (API 2025+): by default completed
 * and paid by card for the monthly plan. `paymentStatus: 'unpaid'` with
 * `status: 'complete'` is a boleto or Pix waiting to be paid (the
 * checkout.session.completed of async methods); mode 'payment' with offer
 * 'annual_pix' is the annual Pix plan.
 */
export function stripeCheckoutSession(fields: {
  id?: string
  customer: string
  subscription?: string | null
  userId: number
  mode?: 'subscription' | 'payment'
  status?: 'open' | 'complete' | 'expired'
  paymentStatus?: 'paid' | 'unpaid' | 'no_payment_required'
  offer?: string
  paymentMethodTypes?: string[]
  pixExpiresAfterSeconds?: number
  boletoExpiresAfterDays?: number
  amountTotal?: number
  expiresAt?: number
}) {
  const mode = fields.mode ?? 'subscription'
  const id = fields.id ?? unique('cs_test_fake')
  const methods = fields.paymentMethodTypes ?? (mode === 'payment' ? ['pix'] : ['card', 'boleto'])
  const options: JsonObject = {}
  if (methods.includes('pix')) {
    options.pix = { expires_after_seconds: fields.pixExpiresAfterSeconds ?? 1800 }
  }
  if (methods.includes('boleto')) {
    options.boleto = { expires_after_days: fields.boletoExpiresAfterDays ?? 3 }
  }
  const amount = fields.amountTotal ?? 3700
  return {
    id,
    object: 'checkout.session',
    mode,
    status: fields.status ?? 'complete',
    payment_status: fields.paymentStatus ?? 'paid',
    amount_subtotal: amount,
    amount_total: amount,
    currency: 'brl',
    created: unix(Date.now()),
    expires_at: fields.expiresAt ?? unix(Date.now()) + (mode === 'payment' ? 1800 : 86_400),
    customer: fields.customer,
    subscription: mode === 'subscription' ? (fields.subscription ?? null) : null,
    payment_intent: mode === 'payment' ? `pi_fake_${id.slice(-8)}` : null,
    invoice: null,
    livemode: false,
    locale: 'pt-BR',
    client_reference_id: String(fields.userId),
    metadata: {
      user_id: String(fields.userId),
      ...(fields.offer ? { offer: fields.offer } : {}),
    },
    payment_method_types: methods,
    payment_method_options: options,
    url: fields.status === 'open' ? `https://checkout.stripe.test/c/pay/${id}` : null,
  }
}

export function stripeEvent(
  type: string,
  object: object,
  options: { id?: string; created?: Date | number; livemode?: boolean } = {}
) {
  return {
    id: options.id ?? unique('evt_fake'),
    object: 'event',
    api_version: Stripe.API_VERSION,
    created: unix(options.created ?? new Date()),
    livemode: options.livemode ?? false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: { object },
  }
}

/** The raw body and a Stripe-Signature header made by the Stripe library's own test helper. */
export function signedDelivery(
  event: object,
  options: { secret?: string; timestamp?: Date | number } = {}
) {
  const payload = JSON.stringify(event)
  const header = Stripe.webhooks.generateTestHeaderString({
    payload,
    secret: options.secret ?? FAKE_WEBHOOK_SECRET,
    ...(options.timestamp !== undefined ? { timestamp: unix(options.timestamp) } : {}),
  })
  return { payload, header }
}

/**
 * One fake Stripe for a test group: started with the group, stopped after
 * it; each test runs in a rolled-back transaction and leaves the app's Stripe
 * settings as it found them. With `connect` (the default) every test starts
 * with the app already pointed at the fake; without it, the test calls
 * `useAsStripe(...)` with the settings it needs. Returns the fake's getter.
 */
export function useFakeStripe(group: Group, { connect = true } = {}) {
  let fake: FakeStripe | undefined
  const stripe = () => {
    if (!fake) throw new Error('a API falsa do Stripe ainda não foi iniciada')
    return fake
  }
  group.setup(async () => {
    fake = await FakeStripe.start()
    return () => stripe().stop()
  })
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => {
    if (connect) stripe().useAsStripe()
    return () => stripe().restore()
  })
  return stripe
}
