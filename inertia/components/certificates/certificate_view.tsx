import { Award, Download, ExternalLink, FileJson, ShieldAlert } from '~/components/platform/icons'
import type { Data } from '@generated/data'
import { formatLongDate } from '@domain/platform/format'
import { certificateFigures, shortHash } from '@domain/certificates/certificates'
import { Badge } from '~/components/ui/badge'
import { ShareButton } from '~/components/ui/share_button'
import { Button } from '~/components/ui/button'
import { Card } from '~/components/ui/card'
import { urlFor } from '~/client'
import { CopyButton } from '~/components/certificates/copy_button'
import { VerifyButton } from '~/components/certificates/verify_button'
import { CERTIFICATE_TEXT } from '~/components/certificates/texts'

/**
 * The certificate itself: 'CERTIFICADO DE CONCLUSÃO', who, what, its certified
 * figures ('Carga horária', and on v2 'Tempo de estudo' and 'Nota na
 * avaliação final'), when, id and short hash.
 */
export function CertificateDocument({ certificate }: { certificate: Data.Certificate }) {
  const rows: [string, string][] = [
    [CERTIFICATE_TEXT.student, certificate.learnerName],
    [CERTIFICATE_TEXT.course, certificate.courseTitle],
    ...certificateFigures(certificate).map((figure): [string, string] => [
      figure.label,
      figure.value,
    ]),
    [CERTIFICATE_TEXT.date, formatLongDate(certificate.issuedAt)],
    [CERTIFICATE_TEXT.mentor, certificate.mentorName ?? CERTIFICATE_TEXT.noMentor],
  ]
  return (
    <Card className="relative overflow-hidden border-2 border-primary/40 bg-gradient-to-br from-primary/5 via-background to-primary/10 p-6 sm:p-8">
      <div className="grid justify-items-center gap-2 text-center">
        <Award className="h-12 w-12 text-primary" aria-hidden="true" />
        <p className="text-sm font-semibold text-primary">Ganja Talks</p>
        <h2 className="text-2xl font-black tracking-wide sm:text-3xl">{CERTIFICATE_TEXT.title}</h2>
        {certificate.revoked && (
          <Badge variant="destructive" className="text-sm">
            <ShieldAlert className="h-4 w-4" aria-hidden="true" /> {CERTIFICATE_TEXT.revokedBadge}
          </Badge>
        )}
        <p className="mt-2 text-muted-foreground">{CERTIFICATE_TEXT.certifiesThat}</p>
        <p
          className="text-2xl font-bold text-primary sm:text-3xl"
          data-testid="certificate-learner"
        >
          {certificate.learnerName}
        </p>
        <p className="text-muted-foreground">{CERTIFICATE_TEXT.completedCourse}</p>
        <p className="text-xl font-semibold">{certificate.courseTitle}</p>
      </div>

      {certificate.revoked && (
        <div className="mt-4 rounded-lg border border-destructive/40 bg-destructive/10 p-3 text-destructive">
          <p className="text-lg font-bold">{CERTIFICATE_TEXT.revokedTitle}</p>
          <p className="text-sm">
            {certificate.revokedAt &&
              CERTIFICATE_TEXT.revokedOn(formatLongDate(certificate.revokedAt))}
            {certificate.revokedReason &&
              ` · ${CERTIFICATE_TEXT.reason}: ${certificate.revokedReason}`}
          </p>
        </div>
      )}

      <dl className="mt-6 grid gap-3 sm:grid-cols-2">
        {rows.map(([label, value]) => (
          <div key={label} className="rounded-lg bg-background/70 p-3">
            <dt className="text-xs text-muted-foreground">{label}</dt>
            <dd className="font-medium">{value}</dd>
          </div>
        ))}
        <div className="rounded-lg bg-background/70 p-3">
          <dt className="text-xs text-muted-foreground">{CERTIFICATE_TEXT.id}</dt>
          <dd className="flex items-center justify-between gap-2 font-mono text-sm">
            <span className="break-all">{certificate.id}</span>
            <CopyButton
              value={certificate.id}
              label={CERTIFICATE_TEXT.copyId}
              copiedText={CERTIFICATE_TEXT.idCopied}
            />
          </dd>
        </div>
        <div className="rounded-lg bg-background/70 p-3 sm:col-span-2">
          <dt className="text-xs text-muted-foreground">{CERTIFICATE_TEXT.hash}</dt>
          <dd className="flex items-center justify-between gap-2 font-mono text-sm">
            <span title={certificate.hash}>{shortHash(certificate.hash)}</span>
            <CopyButton
              value={certificate.hash}
              label={CERTIFICATE_TEXT.copyHash}
              copiedText={CERTIFICATE_TEXT.hashCopied}
            />
          </dd>
        </div>
      </dl>
    </Card>
  )
}

/** 'Baixar PDF', 'Compartilhar', 'Verificar', LinkedIn and the signed credential. */
export function CertificateActions({
  certificate,
  showPublicLink = false,
}: {
  certificate: Data.Certificate
  showPublicLink?: boolean
}) {
  const params = { certificateId: certificate.id }
  return (
    <div className="grid gap-3">
      <div className="grid gap-2 sm:grid-cols-3">
        <Button asChild>
          <a href={urlFor('certificates.pdf', params)} download>
            <Download className="h-4 w-4" aria-hidden="true" /> {CERTIFICATE_TEXT.downloadPdf}
          </a>
        </Button>
        <ShareButton
          title={CERTIFICATE_TEXT.shareTitle(certificate.courseTitle)}
          text={CERTIFICATE_TEXT.shareText(certificate.learnerName, certificate.courseTitle)}
          url={certificate.publicUrl}
          copiedText={CERTIFICATE_TEXT.linkCopiedText}
        />
        <VerifyButton certificateId={certificate.id} />
      </div>
      {!certificate.revoked && (
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" size="sm" asChild>
            <a href={certificate.linkedInUrl} target="_blank" rel="noopener noreferrer">
              <ExternalLink className="h-4 w-4" aria-hidden="true" /> {CERTIFICATE_TEXT.linkedIn}
            </a>
          </Button>
          <Button variant="outline" size="sm" asChild>
            <a
              href={urlFor('certificates.credential', params)}
              download
              title={CERTIFICATE_TEXT.credentialHint}
            >
              <FileJson className="h-4 w-4" aria-hidden="true" /> {CERTIFICATE_TEXT.credential}
            </a>
          </Button>
          {showPublicLink && (
            <Button variant="outline" size="sm" asChild>
              <a href={urlFor('certificates.show', params)}>{CERTIFICATE_TEXT.publicPage}</a>
            </Button>
          )}
        </div>
      )}
    </div>
  )
}

export function CertificateBenefits() {
  return (
    <Card className="p-5">
      <h3 className="mb-3 font-semibold">{CERTIFICATE_TEXT.benefitsTitle}</h3>
      <ul className="grid gap-2 text-sm text-muted-foreground">
        {CERTIFICATE_TEXT.benefits.map((benefit) => (
          <li key={benefit} className="flex items-start gap-2">
            <Award className="mt-0.5 h-4 w-4 shrink-0 text-primary" aria-hidden="true" />
            {benefit}
          </li>
        ))}
      </ul>
    </Card>
  )
}
