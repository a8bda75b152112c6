import { MAX_WEEKLY_GOAL_HOURS, MIN_WEEKLY_GOAL_HOURS } from './study_plan.js'
import { wholeNumber } from '../platform/form_rules.js'

/** The learner's weekly study goal: a whole number of hours. */
export const STUDY_GOAL_FORM = {
  weeklyHours: wholeNumber({
    label: 'meta semanal (horas)',
    min: MIN_WEEKLY_GOAL_HOURS,
    max: MAX_WEEKLY_GOAL_HOURS,
  }),
}
