import { reasonField } from '../community/forms.js'

/** Revoking a certificate needs the reason its public page and the activity log show. */
export const REVOCATION_FORM = { reason: reasonField({ min: 5, max: 500 }) }
