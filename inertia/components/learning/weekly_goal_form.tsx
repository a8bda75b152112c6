import { useForm } from '@inertiajs/react'
import { urlFor } from '~/client'
import { Button } from '~/components/ui/button'
import { Input } from '~/components/ui/input'
import { Field, fieldA11y } from '~/components/ui/field'
import { STUDY_GOAL_FORM } from '@domain/learning/forms'
import { formPasses } from '~/lib/form_checks'

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
        if (!formPasses(form, STUDY_GOAL_FORM)) return
        /* The panel stays as it was (details open) while its numbers refresh with the new goal. */
        form.put(urlFor('study_goal.update'), { preserveScroll: true, preserveState: true })
      }}
    >
      <Field label="Meta semanal (horas)" htmlFor="weeklyHours" error={error} className="w-44">
        <Input
          {...fieldA11y('weeklyHours', error)}
          type="number"
          inputMode="numeric"
          min={STUDY_GOAL_FORM.weeklyHours.min}
          max={STUDY_GOAL_FORM.weeklyHours.max}
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
