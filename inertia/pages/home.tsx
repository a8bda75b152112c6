import type { Data } from '@generated/data'
import { Seo } from '~/components/platform/seo'
import { hydrateWhenVisible } from '~/components/platform/hydrate_when_visible'
import { PAGE_META } from '~/content/seo'
import type { LandingFigures } from '~/components/catalog/landing/figures'
import { CourseHighlights } from '~/components/catalog/landing/course_highlights'
import { AboutSection } from '~/components/catalog/landing/sections/about_section'
import { AIFeaturesSection } from '~/components/catalog/landing/sections/ai_features_section'
import { AIMentorsSection } from '~/components/catalog/landing/sections/ai_mentors_section'
import { FestivalSection } from '~/components/catalog/landing/sections/festival_section'
import { HeroSection } from '~/components/catalog/landing/sections/hero_section'
import { MetricsSection } from '~/components/catalog/landing/sections/metrics_section'
import { OfferSection } from '~/components/catalog/landing/sections/offer_section'
import { SpecializationSection } from '~/components/catalog/landing/sections/specialization_section'
import { StructureSection } from '~/components/catalog/landing/sections/structure_section'
import { SupportSection } from '~/components/catalog/landing/sections/support_section'
import { TeamSection } from '~/components/catalog/landing/sections/team_section'
import { TestimonialsSection } from '~/components/catalog/landing/sections/testimonials_section'
import { WorkshopsSection } from '~/components/catalog/landing/sections/workshops_section'

/*
| Below the hero, the sections that are only text and links keep the server's
| HTML until they come near the screen (the carousels and the offer, which act
| or read the visitor, hydrate with the page), and the browser lays them out
| only when they are near the screen.
*/
const BELOW_THE_FOLD = '[content-visibility:auto] [contain-intrinsic-size:auto_900px]'
const About = hydrateWhenVisible(AboutSection, BELOW_THE_FOLD)
const Team = hydrateWhenVisible(TeamSection, BELOW_THE_FOLD)
const Specialization = hydrateWhenVisible(SpecializationSection, BELOW_THE_FOLD)
const Highlights = hydrateWhenVisible(CourseHighlights, BELOW_THE_FOLD)
const AIFeatures = hydrateWhenVisible(AIFeaturesSection, BELOW_THE_FOLD)
const AIMentors = hydrateWhenVisible(AIMentorsSection, BELOW_THE_FOLD)
const Testimonials = hydrateWhenVisible(TestimonialsSection, BELOW_THE_FOLD)
const Metrics = hydrateWhenVisible(MetricsSection, BELOW_THE_FOLD)
const Structure = hydrateWhenVisible(StructureSection, BELOW_THE_FOLD)
const Support = hydrateWhenVisible(SupportSection, BELOW_THE_FOLD)

/** Landing page: every section of the spec, in the spec's order. */
export default function Home({
  courses,
  figures,
}: {
  courses: Data.Course[]
  figures: LandingFigures
}) {
  return (
    <>
      <Seo {...PAGE_META.home} share />
      <HeroSection figures={figures} />
      <About />
      <Team />
      <Specialization />
      <Highlights courses={courses} />
      <WorkshopsSection />
      <FestivalSection />
      <AIFeatures />
      <AIMentors />
      <Testimonials figures={figures} />
      <OfferSection />
      <Metrics figures={figures} />
      <Structure figures={figures} />
      <Support />
    </>
  )
}
