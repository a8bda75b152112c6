import { Mail } from '~/components/platform/icons'
import { LEGAL, SUPPORT } from '~/content/landing'
import { Button } from '~/components/ui/button'

export function SupportSection() {
  return (
    <section id="suporte" aria-labelledby="suporte-titulo" className="scroll-mt-20 py-20">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 md:grid-cols-2">
        <div className="space-y-4">
          <h2 id="suporte-titulo" className="text-3xl font-bold">
            {SUPPORT.title}
          </h2>
          <p className="text-muted-foreground">{SUPPORT.text}</p>
          <Button variant="outline" asChild>
            <a href={`mailto:${SUPPORT.email}`}>
              <Mail className="h-4 w-4" aria-hidden="true" /> {SUPPORT.email}
            </a>
          </Button>
          <dl className="space-y-4 pt-4">
            {SUPPORT.faq.map((item) => (
              <div key={item.q}>
                <dt className="font-semibold">{item.q}</dt>
                <dd className="text-sm text-muted-foreground">{item.a}</dd>
              </div>
            ))}
          </dl>
        </div>
        <div className="space-y-4">
          {LEGAL.map((block) => (
            <section
              key={block.id}
              id={block.id}
              aria-labelledby={`${block.id}-titulo`}
              className="scroll-mt-20 rounded-2xl border bg-card p-6"
            >
              <h2 id={`${block.id}-titulo`} className="text-lg font-semibold">
                {block.title}
              </h2>
              <p className="mt-2 text-sm text-muted-foreground">{block.text}</p>
            </section>
          ))}
        </div>
      </div>
    </section>
  )
}
