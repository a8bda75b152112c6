import { Head } from '@inertiajs/react'
import { Link } from '@adonisjs/inertia/react'
import { SearchX } from '~/components/platform/icons'
import type { Data } from '@generated/data'
import { formatLongDate } from '@domain/platform/format'
import { workloadText } from '@domain/certificates/certificates'
import { Button } from '~/components/ui/button'
import { Card } from '~/components/ui/card'
import {
  CertificateActions,
  CertificateBenefits,
  CertificateDocument,
} from '~/components/certificates/certificate_view'
import { CERTIFICATE_TEXT } from '~/components/certificates/texts'

/** The share card image (1200×630), committed in public/images. */
const PREVIEW_IMAGE = '/images/certificado-compartilhamento.png'

/**
 * /certificado/{id}: the public, server-rendered page of a certificate, with
 * the share card metadata (LinkedIn, WhatsApp) and 'Verificar'; an unknown
 * id gets the not-found state (HTTP 404).
 */
export default function CertificateShow({
  certificate,
  requestedId,
}: {
  certificate: Data.Certificate | null
  requestedId: string
}) {
  if (!certificate) return <CertificateNotFound id={requestedId} />

  const origin = new URL(certificate.publicUrl).origin
  const title = `${CERTIFICATE_TEXT.shareTitle(certificate.courseTitle)} — ${certificate.learnerName}`
  const description = CERTIFICATE_TEXT.publicDescription(
    certificate.learnerName,
    certificate.courseTitle,
    workloadText(certificate),
    formatLongDate(certificate.issuedAt)
  )
  return (
    <>
      <Head title={title}>
        <meta head-key="description" name="description" content={description} />
        <link head-key="canonical" rel="canonical" href={certificate.publicUrl} />
        <meta head-key="og:type" property="og:type" content="website" />
        <meta head-key="og:site_name" property="og:site_name" content="Ganja Talks" />
        <meta head-key="og:locale" property="og:locale" content="pt_BR" />
        <meta head-key="og:title" property="og:title" content={title} />
        <meta head-key="og:description" property="og:description" content={description} />
        <meta head-key="og:url" property="og:url" content={certificate.publicUrl} />
        <meta head-key="og:image" property="og:image" content={`${origin}${PREVIEW_IMAGE}`} />
        <meta head-key="og:image:width" property="og:image:width" content="1200" />
        <meta head-key="og:image:height" property="og:image:height" content="630" />
        <meta
          head-key="og:image:alt"
          property="og:image:alt"
          content={`${CERTIFICATE_TEXT.title} · Ganja Talks`}
        />
        <meta head-key="twitter:card" name="twitter:card" content="summary_large_image" />
        <meta head-key="twitter:title" name="twitter:title" content={title} />
        <meta head-key="twitter:description" name="twitter:description" content={description} />
        <meta head-key="twitter:image" name="twitter:image" content={`${origin}${PREVIEW_IMAGE}`} />
      </Head>
      <div className="mx-auto grid max-w-4xl gap-6 px-4 py-10">
        <h1 className="sr-only">{title}</h1>
        <CertificateDocument certificate={certificate} />
        <CertificateActions certificate={certificate} />
        <CertificateBenefits />
      </div>
    </>
  )
}

function CertificateNotFound({ id }: { id: string }) {
  return (
    <>
      <Head title={CERTIFICATE_TEXT.notFoundTitle}>
        <meta head-key="robots" name="robots" content="noindex" />
      </Head>
      <div className="mx-auto grid max-w-xl px-4 py-16">
        <Card className="grid justify-items-center gap-4 p-10 text-center">
          <SearchX className="h-10 w-10 text-muted-foreground" aria-hidden="true" />
          <h1 className="text-2xl font-bold">{CERTIFICATE_TEXT.notFoundTitle}</h1>
          <p className="break-all text-muted-foreground">{CERTIFICATE_TEXT.notFoundText(id)}</p>
          <Button asChild>
            <Link route="home">{CERTIFICATE_TEXT.backHome}</Link>
          </Button>
        </Card>
      </div>
    </>
  )
}
