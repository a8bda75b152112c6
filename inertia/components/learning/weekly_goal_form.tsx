import { useForm } from '@inertiajs/react'
import { urlFor } from '~/client'
import { Button } from '~/components/ui/button'
import { Input } from '~/components/ui/input'
import { Field, fieldA11y } from '~/components/ui/field'
import { MAX_WEEKLY_GOAL_HOURS, MIN_WEEKLY_GOAL_HOURS } from '@domain/learning/study_plan'
import { check, formPasses } from '~/lib/form_checks'

/* studyGoalValidator (app/validators/learning.ts): a whole number of hours in the allowed range. */
const GOAL_RULES = {
  weeklyHours: [
    check.required('meta semanal (horas)'),
    check.integerBetween(MIN_WEEKLY_GOAL_HOURS, MAX_WEEKLY_GOAL_HOURS, {
      number: 'O campo meta semanal (horas) precisa ser um número.',
      withoutDecimals: 'O campo meta semanal (horas) precisa ser um número inteiro.',
      range: `O campo meta semanal (horas) precisa estar entre ${MIN_WEEKLY_GOAL_HOURS} e ${MAX_WEEKLY_GOAL_HOURS}.`,
    }),
  ],
}

/** The learner's weekly study goal in hours (default 5 h); errors show next to the field. */
export function WeeklyGoalForm({ weeklyGoalHours }: { weeklyGoalHours: number }) {
  const form = useForm({ weeklyHours: String(weeklyGoalHours) })
  const error = form.errors.weeklyHours
  return (
    <form
      className="flex flex-wrap items-end gap-3"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        if (!formPasses(form, GOAL_RULES)) return
        /* The panel stays as it was (details open) while its numbers refresh with the new goal. */
        form.put(urlFor('study_goal.update'), { preserveScroll: true, preserveState: true })
      }}
    >
      <Field label="Meta semanal (horas)" htmlFor="weeklyHours" error={error} className="w-44">
        <Input
          {...fieldA11y('weeklyHours', error)}
          type="number"
          inputMode="numeric"
          min={MIN_WEEKLY_GOAL_HOURS}
          max={MAX_WEEKLY_GOAL_HOURS}
          step={1}
          value={form.data.weeklyHours}
          onChange={(event) => form.setData('weeklyHours', event.target.value)}
        />
      </Field>
      <Button type="submit" variant="outline" disabled={form.processing}>
        {form.processing ? 'Salvando...' : 'Salvar meta'}
      </Button>
    </form>
  )
}
