import type { CourseTabProps } from '~/components/course/tabs/types'
import { TabPlaceholder } from '~/components/course/tabs/placeholder'

/** Certificado (shown at 100 %) — the certificate arrives with its own issue; this is its place in the template. */
export function CertificateTab(_props: CourseTabProps) {
  return (
    <TabPlaceholder title="Parabéns, você concluiu o curso!">
      A emissão do seu certificado de conclusão chega em breve nesta aba.
    </TabPlaceholder>
  )
}
