/*
| What a route parameter may look like, for every route at once. Ids are
| integer columns: a path with 2147483648, 1.5, -1 or Infinity matches no
| route (404) instead of failing in the database. A parameter that holds
| text (a course slug) never carries a NUL byte or another control
| character, which PostgreSQL refuses.
*/
import router from '@adonisjs/core/services/router'
import { RECORD_ID_PATTERN } from '#domain/platform/record_ids'

export const recordIdParam = { match: RECORD_ID_PATTERN, cast: (value: string) => Number(value) }

/* A lesson's number in its course (/cursos/:slug/aula/:position). */
const positionParam = { match: /^[1-9]\d{0,4}$/, cast: (value: string) => Number(value) }

// eslint-disable-next-line no-control-regex
const textParam = /^[^\u0000-\u001f\u007f]{1,200}$/

for (const name of ['id', 'courseId', 'userId', 'quizSetId']) router.where(name, recordIdParam)
router.where('position', positionParam)
for (const name of ['slug', 'certificateId', 'target', 'tabela']) router.where(name, textParam)
