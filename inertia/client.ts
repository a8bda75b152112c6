import { registry } from '@generated/registry'
import { createTuyau } from '@tuyau/core/client'

/** Typed routes of the server, so pages link by route name (`<Link route="courses.index">`). */
export const client = createTuyau({
  baseUrl: '/',
  registry,
})

export const urlFor = client.urlFor
