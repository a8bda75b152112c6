import { FESTIVAL } from '~/content/landing'
import { Carousel } from '~/components/catalog/landing/carousel'
import { ClaimsRow, LandingSection } from '~/components/catalog/landing/section_heading'
import { FESTIVAL_CLAIMS } from '~/content/marketing'

export function FestivalSection() {
  return (
    <LandingSection
      id="festival"
      muted
      width="max-w-5xl"
      eyebrow={FESTIVAL.eyebrow}
      title={FESTIVAL.title}
      subtitle={FESTIVAL.subtitle}
    >
      <Carousel slides={FESTIVAL.slides} label="Festival Ganja Talks" />
      <ClaimsRow claims={FESTIVAL_CLAIMS} />
    </LandingSection>
  )
}
