import { Check, ShieldCheck } from '~/components/platform/icons'
import { OFFER } from '~/content/landing'
import { OfferButton } from '~/components/catalog/landing/offer_button'

export function OfferSection() {
  return (
    <section
      id="oferta"
      aria-labelledby="oferta-titulo"
      className="scroll-mt-20 bg-gradient-to-br from-primary/15 via-background to-highlight/10 py-20"
    >
      <div className="mx-auto max-w-3xl px-4">
        <div className="rounded-3xl border-2 border-primary bg-card p-8 text-center shadow-xl md:p-12">
          <p className="text-sm font-semibold uppercase tracking-wider text-primary">
            {OFFER.eyebrow}
          </p>
          <h2 id="oferta-titulo" className="mt-2 text-3xl font-bold">
            {OFFER.title}
          </h2>
          <p className="mt-6">
            <span className="text-5xl font-extrabold text-primary">{OFFER.price}</span>
            <span className="text-lg text-muted-foreground">{OFFER.period}</span>
          </p>
          <ul className="mx-auto mt-6 max-w-sm space-y-2 text-left">
            {OFFER.perks.map((perk) => (
              <li key={perk} className="flex gap-2">
                <Check className="h-5 w-5 shrink-0 text-primary" aria-hidden="true" /> {perk}
              </li>
            ))}
          </ul>
          <div className="mt-8 flex justify-center">
            <OfferButton className="w-full md:w-auto" />
          </div>
          <div className="mt-4 flex flex-col items-center justify-center gap-2 text-sm text-muted-foreground md:flex-row md:gap-6">
            <span className="flex items-center gap-1">
              <ShieldCheck className="h-4 w-4 text-primary" aria-hidden="true" /> {OFFER.guarantee}
            </span>
            <span>{OFFER.cancel}</span>
          </div>
        </div>
      </div>
    </section>
  )
}
