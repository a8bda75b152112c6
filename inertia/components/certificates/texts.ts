/** Every word of the certificate screens (course tab, public page, list, admin), in one place. */
import { QUIZ_VERDICT_LABELS, passMarkLabel } from '@domain/learning/quiz'
import { CERTIFICATE_FIGURE_LABELS } from '@domain/certificates/certificates'

export const CERTIFICATE_TEXT = {
  title: 'CERTIFICADO DE CONCLUSÃO',
  certifiesThat: 'Certificamos que',
  completedCourse: 'concluiu o curso',
  student: 'Aluno(a)',
  course: 'Curso',
  workload: CERTIFICATE_FIGURE_LABELS.workload,
  date: 'Data de conclusão',
  mentor: 'Mentor IA',
  noMentor: '—',
  id: 'ID do certificado',
  hash: 'Hash (SHA-256)',
  copyId: 'Copiar ID do certificado',
  copyHash: 'Copiar hash completo',
  copied: 'Copiado!',
  idCopied: 'O ID do certificado foi copiado.',
  hashCopied: 'O hash completo foi copiado.',
  copyFailed: 'Não foi possível copiar',
  downloadPdf: 'Baixar PDF',
  shareTitle: (course: string) => `Certificado de Conclusão: ${course}`,
  shareText: (learner: string, course: string) =>
    `${learner} concluiu o curso "${course}" na Ganja Talks.`,
  linkCopiedText: 'O link público do certificado foi copiado.',
  verify: 'Verificar',
  verifying: 'Verificando...',
  verified: 'Verificado',
  verifiedText: 'Hash recalculado e assinatura digital da Ganja Talks conferidos.',
  revokedResult: 'Revogado',
  revokedText: 'Este certificado foi revogado pela Ganja Talks e não é mais válido.',
  tamperedResult: 'Não confere',
  tamperedText: 'Os dados deste certificado não conferem com o hash e a assinatura emitidos.',
  verifyFailed: 'Não foi possível verificar agora. Tente novamente.',
  linkedIn: 'Adicionar ao LinkedIn',
  credential: 'Credencial (JSON)',
  credentialHint: 'Credencial verificável, assinada digitalmente',
  publicPage: 'Página pública',
  revokedBadge: 'Revogado',
  revokedTitle: 'Certificado revogado',
  revokedOn: (date: string) => `Revogado em ${date}`,
  reason: 'Motivo',
  benefitsTitle: 'Benefícios do seu certificado',
  benefits: [
    'Link público para compartilhar com quem quiser',
    'Verificação de autenticidade por hash SHA-256 e assinatura digital',
    'PDF em alta qualidade com QR code para a página de verificação',
    'Credencial verificável para carteiras digitais',
    'Adicione ao seu perfil do LinkedIn em um clique',
  ],
  premiumTitle: 'Certificado incluído no Plano Premium',
  premiumText:
    'O certificado deste curso faz parte do Plano Premium. Assine para recebê-lo ao concluir as aulas e ser aprovado nas avaliações.',
  notOffered: 'Este curso não emite certificado de conclusão.',
  pending: 'Seu certificado está sendo emitido. Recarregue a página em instantes.',
  /* What is left to earn it */
  requirementsTitle: 'Como conquistar seu certificado',
  requirementsText:
    'O certificado é emitido quando você conclui todas as aulas do curso e é aprovado em cada quiz e avaliação.',
  lessonsProgress: (done: number, total: number) => `Aulas concluídas: ${done} de ${total}`,
  lessonsLeft: (left: number) =>
    left === 0
      ? 'Todas as aulas concluídas.'
      : left === 1
        ? 'Falta 1 aula.'
        : `Faltam ${left} aulas.`,
  assessmentsTitle: 'Quizzes e avaliações',
  passMark: passMarkLabel,
  finalExam: 'Avaliação final',
  assessmentLesson: (position: number, title: string) => `Aula ${position}: ${title}`,
  assessmentPassed: (percent: number) => `${QUIZ_VERDICT_LABELS.passed} (${percent}%)`,
  assessmentFailed: `${QUIZ_VERDICT_LABELS.failed}: tente novamente`,
  assessmentNotTaken: 'Ainda não realizado',
  notFoundTitle: 'Certificado não encontrado',
  notFoundText: (id: string) =>
    `Não existe certificado com o ID ${id}. Confira se o link foi copiado por inteiro.`,
  backHome: 'Voltar para o início',
  publicDescription: (learner: string, course: string, workload: string, date: string) =>
    `${learner} concluiu o curso "${course}" (carga horária: ${workload}) na Ganja Talks em ${date}. Verifique a autenticidade deste certificado.`,
  listTitle: 'Meus Certificados',
  listDescription: 'Baixe, compartilhe e verifique os certificados dos cursos que você concluiu.',
  empty:
    'Você ainda não tem certificados. Conclua todas as aulas de um curso e seja aprovado nas suas avaliações para receber o seu.',
  browseCourses: 'Explorar cursos',
  issuedOn: (date: string) => `Emitido em ${date}`,
} as const
