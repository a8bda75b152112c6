import { usePage } from '@inertiajs/react'
import type { Data } from '@generated/data'
import { CheckCircle2 } from '~/components/platform/icons'
import { OnDemandStatus } from '~/components/ui/on_demand_status'
import { useOnDemandProp } from '~/hooks/use_on_demand_prop'
import { CATALOG_TEXT } from '~/components/catalog/texts'

type PreviewTexts = Data.CoursePreview[string]

/** The dialog's texts, once they arrived (prop `preview` of courses/index, by slug). */
function usePreviewTexts(slug: string): PreviewTexts | undefined {
  return usePage<{ preview?: Data.CoursePreview }>().props.preview?.[slug]
}

/**
 * Learning path and outcomes of a course's preview dialog. The card does not
 * carry them: they are asked for when the dialog opens (`?previa=<slug>`).
 */
export function PreviewLearning({ slug }: { slug: string }) {
  const texts = usePreviewTexts(slug)
  const { loading, failed, retry } = useOnDemandProp({
    prop: 'preview',
    data: { previa: slug },
    needed: texts === undefined,
  })

  if (!texts)
    return (
      <OnDemandStatus
        loading={loading}
        failed={failed}
        loadingText={CATALOG_TEXT.loadingPreview}
        failedText={CATALOG_TEXT.previewFailed}
        onRetry={retry}
      />
    )

  return (
    <>
      {texts.learningPath.length > 0 && (
        <section className="grid gap-2">
          <h3 className="font-semibold">{CATALOG_TEXT.learningPath}</h3>
          <ol className="grid gap-1.5 text-sm">
            {texts.learningPath.map((step, index) => (
              <li key={step} className="flex gap-2">
                <span className="flex h-5 w-5 shrink-0 items-center justify-center rounded-full bg-primary text-xs text-primary-foreground">
                  {index + 1}
                </span>
                <span>{step}</span>
              </li>
            ))}
          </ol>
        </section>
      )}

      {texts.outcomes.length > 0 && (
        <section className="grid gap-2">
          <h3 className="font-semibold">{CATALOG_TEXT.outcomes}</h3>
          <ul className="grid gap-1.5 text-sm">
            {texts.outcomes.map((outcome) => (
              <li key={outcome} className="flex gap-2">
                <CheckCircle2 className="mt-0.5 h-4 w-4 shrink-0 text-primary" aria-hidden="true" />
                <span>{outcome}</span>
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  )
}

/** The mentor's bio and experience in the dialog, once the texts arrived. */
export function PreviewMentorBio({ slug }: { slug: string }) {
  const texts = usePreviewTexts(slug)
  if (!texts) return null
  return (
    <>
      {texts.mentorBio && <p className="text-sm text-muted-foreground">{texts.mentorBio}</p>}
      {texts.mentorExperience && (
        <p className="text-xs text-muted-foreground">{texts.mentorExperience}</p>
      )}
    </>
  )
}
