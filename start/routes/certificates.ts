/*
| Certificates: the public page of a certificate (server-rendered, for
| sharing), its verification, PDF and signed credential, the issuer's
| public key, and the signed-in learner's list.
*/
import router from '@adonisjs/core/services/router'
import { controllers } from '#generated/controllers'
import { middleware } from '#start/kernel'
import { publicPage } from '#services/platform/route_traits'
import { MEMBERS, certificateTag } from '#domain/platform/content_tags'

router
  .group(() => {
    publicPage(
      router.get('/:certificateId', [controllers.Certificates, 'show']).as('show'),
      (params) => [certificateTag(String(params.certificateId)), MEMBERS]
    )
    publicPage(
      router.get('/:certificateId/verificacao', [controllers.Certificates, 'verify']).as('verify'),
      (params) => [certificateTag(String(params.certificateId)), MEMBERS]
    )
    router.get('/:certificateId/pdf', [controllers.Certificates, 'pdf']).as('pdf')
    router
      .get('/:certificateId/credencial.json', [controllers.Certificates, 'credential'])
      .as('credential')
    router
      .get('/status/:list', [controllers.Certificates, 'statusList'])
      .where('list', router.matchers.number())
      .as('status')
  })
  .prefix('/certificado')
  .as('certificates')

router
  .get('/credenciais/emissor.json', [controllers.Certificates, 'issuer'])
  .as('credentials.issuer')
router
  .get('/credenciais/chave-publica.json', [controllers.Certificates, 'publicKey'])
  .as('credentials.key')

router
  .get('/certificados', [controllers.Certificates, 'index'])
  .as('certificates.index')
  .use(middleware.auth())
