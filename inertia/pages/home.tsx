import type { Data } from '@generated/data'
import { Seo } from '~/components/seo'
import { PAGE_META } from '~/content/seo'
import type { LandingFigures } from '~/components/landing/figures'
import { CourseHighlights } from '~/components/landing/course_highlights'
import { AboutSection } from '~/components/landing/sections/about_section'
import { AIFeaturesSection } from '~/components/landing/sections/ai_features_section'
import { AIMentorsSection } from '~/components/landing/sections/ai_mentors_section'
import { FestivalSection } from '~/components/landing/sections/festival_section'
import { HeroSection } from '~/components/landing/sections/hero_section'
import { MetricsSection } from '~/components/landing/sections/metrics_section'
import { OfferSection } from '~/components/landing/sections/offer_section'
import { SpecializationSection } from '~/components/landing/sections/specialization_section'
import { StructureSection } from '~/components/landing/sections/structure_section'
import { SupportSection } from '~/components/landing/sections/support_section'
import { TeamSection } from '~/components/landing/sections/team_section'
import { TestimonialsSection } from '~/components/landing/sections/testimonials_section'
import { WorkshopsSection } from '~/components/landing/sections/workshops_section'

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
