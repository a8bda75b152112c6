import { Award, Bot, Sprout, Users } from '~/components/platform/icons'
import { Badge } from '~/components/ui/badge'
import { AUTH_CLAIMS } from '~/content/marketing'
import { ClaimsNote, claimValue } from '~/components/catalog/landing/claims'

const FEATURES = [
  {
    icon: Bot,
    title: 'Mentores IA 24/7',
    text: 'Tire dúvidas a qualquer hora com mentores treinados em cada curso.',
  },
  {
    icon: Sprout,
    title: 'Cultivo na prática',
    text: 'Simuladores de cultivo, nutrição e finanças para aprender fazendo.',
  },
  {
    icon: Award,
    title: 'Certificado verificável',
    text: 'Conclua os cursos e compartilhe um certificado com endereço público.',
  },
  {
    icon: Users,
    title: 'Comunidade ativa',
    text: 'Troque experiências com profissionais e pesquisadores da área.',
  },
]

/** Left column of /auth: badge, headline, four feature cards, stats strip. */
export function MarketingColumn() {
  return (
    <section aria-labelledby="auth-marketing-title" className="space-y-8">
      <Badge variant="success" className="gap-1.5 px-3 py-1 text-sm">
        <Sprout className="h-4 w-4" aria-hidden="true" /> Educação canábica com inteligência
        artificial
      </Badge>
      <div className="space-y-3">
        <h2 id="auth-marketing-title" className="text-3xl font-bold tracking-tight sm:text-4xl">
          Sua carreira na indústria da cannabis começa aqui
        </h2>
        <p className="text-lg text-muted-foreground">
          Cursos de cultivo, ciência, negócios e regulamentação com mentores de IA, quizzes,
          simuladores e certificado.
        </p>
      </div>
      <ul className="grid gap-4 sm:grid-cols-2">
        {FEATURES.map(({ icon: Icon, title, text }) => (
          <li key={title} className="rounded-xl border bg-card/80 p-4 shadow-sm">
            <Icon className="mb-2 h-6 w-6 text-primary" aria-hidden="true" />
            <p className="font-semibold">{title}</p>
            <p className="text-sm text-muted-foreground">{text}</p>
          </li>
        ))}
      </ul>
      {/* Marketing claims (~/content/marketing.ts), shown with the note that frames them. */}
      <div className="rounded-xl border bg-card/80 p-4 text-center shadow-sm">
        <dl className="grid grid-cols-3 gap-4">
          {AUTH_CLAIMS.map((claim) => (
            <div key={claim.label}>
              <dt className="text-xs text-muted-foreground">{claim.label}</dt>
              <dd className="text-2xl font-bold text-primary">{claimValue(claim.value)}</dd>
            </div>
          ))}
        </dl>
        <ClaimsNote />
      </div>
    </section>
  )
}
