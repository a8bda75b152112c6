import { text, wholeNumber } from '../platform/form_rules.js'

const stars = 'Escolha uma nota de 1 a 5 estrelas.'

/** A learner's review of a course: 1–5 stars and a comment (same rules to create and to edit). */
export const REVIEW_FORM = {
  rating: wholeNumber({
    label: 'avaliação',
    min: 1,
    max: 5,
    messages: { required: stars, number: stars, withoutDecimals: stars, range: stars },
  }),
  comment: text({
    label: 'comentário',
    max: 2000,
    messages: {
      required: 'Escreva um comentário sobre o curso.',
      maxLength: 'O comentário pode ter no máximo {{ max }} caracteres.',
    },
  }),
}
