import { Head } from '@inertiajs/react'
import type { Data } from '@generated/data'
import { CourseHighlights } from '~/components/landing/course_highlights'
import {
  AboutSection,
  AIFeaturesSection,
  AIMentorsSection,
  FestivalSection,
  HeroSection,
  MetricsSection,
  OfferSection,
  SpecializationSection,
  StructureSection,
  SupportSection,
  TeamSection,
  TestimonialsSection,
  WorkshopsSection,
} from '~/components/landing/sections'

/** Landing page: every section of the spec, in the spec's order. */
export default function Home({ courses }: { courses: Data.CourseCard[] }) {
  return (
    <>
      <Head title="Educação canábica com IA">
        <meta
          name="description"
          content="Cursos de cultivo, ciência, farmacologia e negócios da cannabis com mentores de IA 24/7, simuladores e certificados. R$ 37/mês."
        />
      </Head>
      <HeroSection />
      <AboutSection />
      <TeamSection />
      <SpecializationSection />
      <CourseHighlights courses={courses} />
      <WorkshopsSection />
      <FestivalSection />
      <AIFeaturesSection />
      <AIMentorsSection />
      <TestimonialsSection />
      <OfferSection />
      <MetricsSection />
      <StructureSection />
      <SupportSection />
    </>
  )
}
