import { Link } from '@adonisjs/inertia/react'
import { Award } from '~/components/platform/icons'
import type { Data } from '@generated/data'
import { formatLongDate } from '@domain/platform/format'
import { shortHash, workloadText } from '@domain/certificates/certificates'
import { Badge } from '~/components/ui/badge'
import { Button } from '~/components/ui/button'
import { Card } from '~/components/ui/card'
import { CertificateActions } from '~/components/certificates/certificate_view'
import { CERTIFICATE_TEXT } from '~/components/certificates/texts'
import { Seo } from '~/components/platform/seo'
import { PAGE_META } from '~/content/seo'

/** /certificados ('Download Certificados' on the dashboard): the learner's certificates. */
export default function CertificatesIndex({ certificates }: { certificates: Data.Certificate[] }) {
  return (
    <>
      <Seo title={CERTIFICATE_TEXT.listTitle} description={PAGE_META.certificates.description} />
      <div className="mx-auto grid max-w-5xl gap-6 px-4 py-10">
        <header className="grid gap-1">
          <h1 className="text-3xl font-bold">{CERTIFICATE_TEXT.listTitle}</h1>
          <p className="text-muted-foreground">{CERTIFICATE_TEXT.listDescription}</p>
        </header>
        {certificates.length === 0 ? (
          <Card className="grid justify-items-center gap-4 p-10 text-center">
            <Award className="h-10 w-10 text-muted-foreground" aria-hidden="true" />
            <p className="text-muted-foreground">{CERTIFICATE_TEXT.empty}</p>
            <Button asChild>
              <Link route="courses.index">{CERTIFICATE_TEXT.browseCourses}</Link>
            </Button>
          </Card>
        ) : (
          <ul className="grid gap-4">
            {certificates.map((certificate) => (
              <li key={certificate.id}>
                <Card className="grid gap-4 p-5">
                  <div className="flex flex-wrap items-start justify-between gap-3">
                    <div className="grid gap-1">
                      <h2 className="text-lg font-semibold">{certificate.courseTitle}</h2>
                      <p className="text-sm text-muted-foreground">
                        {CERTIFICATE_TEXT.issuedOn(formatLongDate(certificate.issuedAt))} ·{' '}
                        {CERTIFICATE_TEXT.workload}: {workloadText(certificate)}
                      </p>
                      <p className="font-mono text-xs text-muted-foreground">
                        {certificate.id} · {shortHash(certificate.hash)}
                      </p>
                    </div>
                    {certificate.revoked && (
                      <Badge variant="destructive">{CERTIFICATE_TEXT.revokedBadge}</Badge>
                    )}
                  </div>
                  <CertificateActions certificate={certificate} showPublicLink />
                </Card>
              </li>
            ))}
          </ul>
        )}
      </div>
    </>
  )
}
