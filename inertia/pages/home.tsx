import type { Data } from '@generated/data'
import { Seo } from '~/components/platform/seo'
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
      <AboutSection />
      <TeamSection />
      <SpecializationSection />
      <CourseHighlights courses={courses} />
      <WorkshopsSection />
      <FestivalSection />
      <AIFeaturesSection />
      <AIMentorsSection />
      <TestimonialsSection figures={figures} />
      <OfferSection />
      <MetricsSection figures={figures} />
      <StructureSection figures={figures} />
      <SupportSection />
    </>
  )
}
