import { WORKSHOPS } from '~/content/landing'
import { Carousel } from '~/components/landing/carousel'
import { StatsRow, LandingSection } from '~/components/landing/section_heading'

export function WorkshopsSection() {
  return (
    <LandingSection
      id="workshops"
      width="max-w-5xl"
      eyebrow={WORKSHOPS.eyebrow}
      title={WORKSHOPS.title}
      subtitle={WORKSHOPS.subtitle}
    >
      <Carousel slides={WORKSHOPS.slides} label="Workshops presenciais" />
      <StatsRow stats={WORKSHOPS.stats} />
    </LandingSection>
  )
}
