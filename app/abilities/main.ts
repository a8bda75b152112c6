/*
| Bouncer abilities: small yes/no checks that do not belong to one resource.
| None yet: every rule lives in a policy (app/policies).
*/
export {}
