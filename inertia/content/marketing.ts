/*
| Every outcome claim of the site: results the product cannot measure
| (employability, satisfaction, the in-person events). Marketing edits them
| here, in this one file; the pages always show them with CLAIMS_NOTE, so
| nobody takes them for a count. Anything the database can count (courses,
| lessons, students, reviews, members) is never written here: the pages
| get it from the server (PlatformFiguresService).
*/

export type Claim = { value: string; label: string }

/** Shown under every group of claims. */
export const CLAIMS_NOTE = '* Declarações da equipe Ganja Talks; não são medidas pela plataforma.'

/** Landing hero and the sign-in page. */
export const EMPLOYABILITY_CLAIM: Claim = { value: '89%', label: 'Empregabilidade' }

export const WORKSHOP_CLAIMS: Claim[] = [
  { value: '20+', label: 'Workshops' },
  { value: '500+', label: 'Participantes' },
  { value: '8', label: 'Cidades' },
  { value: '95%', label: 'Satisfação' },
]

export const FESTIVAL_CLAIMS: Claim[] = [
  { value: '200+', label: 'Participantes' },
  { value: '15', label: 'Especialistas' },
  { value: '3', label: 'Dias' },
  { value: '5', label: 'Cidades' },
]

/** The stats strip of the sign-in page (/auth). */
export const AUTH_CLAIMS: Claim[] = [
  EMPLOYABILITY_CLAIM,
  { value: '95%', label: 'Satisfação nos workshops' },
  { value: '20+', label: 'Workshops presenciais' },
]
