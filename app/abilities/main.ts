/*
| Bouncer abilities: small yes/no checks that do not belong to one resource.
| Resource rules live in app/policies.
*/
import { Bouncer } from '@adonisjs/bouncer'

export const viewAnything = Bouncer.ability({ allowGuest: true }, () => true)
