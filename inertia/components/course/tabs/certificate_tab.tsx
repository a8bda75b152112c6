import { usePage } from '@inertiajs/react'
import type { Data } from '@generated/data'
import type { SharedProps } from '~/types'
import { COURSE_TAB_LABELS } from '@domain/course_page'
import type { CourseTabProps } from '~/components/course/tabs/types'
import { TabData } from '~/components/course/tabs/tab_data'
import { TabPlaceholder } from '~/components/course/tabs/placeholder'
import { PremiumUpgradePanel } from '~/components/subscription/premium_upgrade_panel'
import {
  CertificateActions,
  CertificateBenefits,
  CertificateDocument,
} from '~/components/certificates/certificate_view'
import { CERTIFICATE_TEXT } from '~/components/certificates/texts'

/**
 * Certificado (shown at 100 %): the learner's certificate with its actions
 * and benefits, loaded the first time the tab opens. Without the Plano
 * Premium the course is complete but the certificate waits for a subscription.
 */
export function CertificateTab({ course, certificate }: CourseTabProps) {
  return (
    <TabData
      prop="certificate"
      loaded={certificate !== undefined}
      tab="certificado"
      label={COURSE_TAB_LABELS.certificado}
    >
      <CertificateBody certificate={certificate ?? null} offered={course.hasCertificate} />
    </TabData>
  )
}

function CertificateBody({
  certificate,
  offered,
}: {
  certificate: Data.Certificate | null
  offered: boolean
}) {
  const { subscription } = usePage<SharedProps>().props
  if (certificate) {
    return (
      <div className="grid gap-4" data-testid="certificate-tab">
        <CertificateDocument certificate={certificate} />
        <CertificateActions certificate={certificate} showPublicLink />
        <CertificateBenefits />
      </div>
    )
  }
  if (!offered)
    return (
      <TabPlaceholder title={COURSE_TAB_LABELS.certificado}>
        {CERTIFICATE_TEXT.notOffered}
      </TabPlaceholder>
    )
  if (!subscription?.subscribed) return <PremiumUpgradePanel reason="premium_required" />
  return (
    <TabPlaceholder title={COURSE_TAB_LABELS.certificado}>
      {CERTIFICATE_TEXT.pending}
    </TabPlaceholder>
  )
}
