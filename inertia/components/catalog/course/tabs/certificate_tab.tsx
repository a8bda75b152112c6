import { Link } from '@adonisjs/inertia/react'
import type { Data } from '@generated/data'
import { COURSE_TAB_LABELS } from '@domain/catalog/course_page'
import { CheckCircle2, Circle, XCircle } from '~/components/platform/icons'
import { cn } from '~/lib/utils'
import { Badge } from '~/components/ui/badge'
import { Card } from '~/components/ui/card'
import { Progress } from '~/components/ui/progress'
import type { CourseTabProps } from '~/components/catalog/course/tabs/types'
import { TabData } from '~/components/catalog/course/tabs/tab_data'
import { TabPlaceholder } from '~/components/catalog/course/tabs/placeholder'
import { PremiumUpgradePanel } from '~/components/subscription/premium_upgrade_panel'
import {
  CertificateActions,
  CertificateBenefits,
  CertificateDocument,
} from '~/components/certificates/certificate_view'
import { CERTIFICATE_TEXT } from '~/components/certificates/texts'

/**
 * Certificado (for signed-in learners): the learner's certificate with its
 * actions and benefits once earned; until then what is left to earn it
 * (lessons to complete, quizzes and exams to pass). A paid course's
 * certificate needs the Plano Premium; a free course's is every member's.
 * Loaded the first time the tab opens.
 */
export function CertificateTab({ course, certificate }: CourseTabProps) {
  return (
    <TabData
      prop="certificate"
      loaded={certificate !== undefined}
      tab="certificado"
      label={COURSE_TAB_LABELS.certificado}
    >
      {certificate ? <CertificateBody slug={course.slug} standing={certificate} /> : null}
    </TabData>
  )
}

function CertificateBody({ slug, standing }: { slug: string; standing: Data.CertificateTab }) {
  const { certificate } = standing
  if (certificate) {
    return (
      <div className="grid gap-4" data-testid="certificate-tab">
        <CertificateDocument certificate={certificate} />
        <CertificateActions certificate={certificate} showPublicLink />
        <CertificateBenefits />
      </div>
    )
  }
  if (!standing.offered)
    return (
      <TabPlaceholder title={COURSE_TAB_LABELS.certificado}>
        {CERTIFICATE_TEXT.notOffered}
      </TabPlaceholder>
    )
  if (standing.access === 'premium_required')
    return (
      <PremiumUpgradePanel
        reason="premium_required"
        premiumCopy={{ title: CERTIFICATE_TEXT.premiumTitle, text: CERTIFICATE_TEXT.premiumText }}
      />
    )
  if (standing.met)
    return (
      <TabPlaceholder title={COURSE_TAB_LABELS.certificado}>
        {CERTIFICATE_TEXT.pending}
      </TabPlaceholder>
    )
  return <Requirements slug={slug} standing={standing} />
}

const STATUS_ICONS = { passed: CheckCircle2, failed: XCircle, not_taken: Circle }
const STATUS_COLOURS = {
  passed: 'text-success',
  failed: 'text-destructive',
  not_taken: 'text-muted-foreground',
}

/** What is left: the lessons to complete and each quiz or exam to pass. */
function Requirements({ slug, standing }: { slug: string; standing: Data.CertificateTab }) {
  const percent = standing.lessonsTotal
    ? Math.round((standing.lessonsDone / standing.lessonsTotal) * 100)
    : 0
  return (
    <Card className="grid gap-5 p-6" data-testid="certificate-requirements">
      <div className="grid gap-1">
        <h2 className="text-lg font-semibold">{CERTIFICATE_TEXT.requirementsTitle}</h2>
        <p className="text-sm text-muted-foreground">{CERTIFICATE_TEXT.requirementsText}</p>
      </div>
      <div className="grid gap-2">
        <p className="font-medium">
          {CERTIFICATE_TEXT.lessonsProgress(standing.lessonsDone, standing.lessonsTotal)}
        </p>
        <Progress
          value={percent}
          label={CERTIFICATE_TEXT.lessonsProgress(standing.lessonsDone, standing.lessonsTotal)}
        />
        <p className="text-sm text-muted-foreground">
          {CERTIFICATE_TEXT.lessonsLeft(standing.lessonsLeft)}
        </p>
      </div>
      {standing.assessments.length > 0 && (
        <div className="grid gap-2">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h3 className="font-medium">{CERTIFICATE_TEXT.assessmentsTitle}</h3>
            <span className="text-sm text-muted-foreground">
              {CERTIFICATE_TEXT.passMark(standing.passPercent)}
            </span>
          </div>
          <ul className="grid gap-2">
            {standing.assessments.map((assessment) => {
              const Icon = STATUS_ICONS[assessment.status]
              return (
                <li
                  key={assessment.lessonId}
                  className="flex flex-wrap items-center gap-3 rounded-lg border p-3 text-sm"
                >
                  <Icon
                    className={cn('h-5 w-5 shrink-0', STATUS_COLOURS[assessment.status])}
                    aria-hidden="true"
                  />
                  <span className="flex-1">
                    <Link
                      route="lessons.show"
                      routeParams={{ slug, position: assessment.position }}
                      className="font-medium underline-offset-4 hover:underline"
                    >
                      {CERTIFICATE_TEXT.assessmentLesson(assessment.position, assessment.title)}
                    </Link>
                    {assessment.final && (
                      <Badge variant="outline" className="ml-2">
                        {CERTIFICATE_TEXT.finalExam}
                      </Badge>
                    )}
                  </span>
                  <span className={cn('font-medium', STATUS_COLOURS[assessment.status])}>
                    {assessment.status === 'passed'
                      ? CERTIFICATE_TEXT.assessmentPassed(assessment.passedPercent ?? 0)
                      : assessment.status === 'failed'
                        ? CERTIFICATE_TEXT.assessmentFailed
                        : CERTIFICATE_TEXT.assessmentNotTaken}
                  </span>
                </li>
              )
            })}
          </ul>
        </div>
      )}
    </Card>
  )
}
