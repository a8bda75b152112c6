import { FESTIVAL } from '~/content/landing'
import { Carousel } from '~/components/landing/carousel'
import { StatsRow, LandingSection } from '~/components/landing/section_heading'

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
      <StatsRow stats={FESTIVAL.stats} />
    </LandingSection>
  )
}
