import { WORKSHOPS } from '~/content/landing'
import { Carousel } from '~/components/catalog/landing/carousel'
import { ClaimsRow, LandingSection } from '~/components/catalog/landing/section_heading'
import { WORKSHOP_CLAIMS } from '~/content/marketing'

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
      <ClaimsRow claims={WORKSHOP_CLAIMS} />
    </LandingSection>
  )
}
