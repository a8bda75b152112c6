type Pictured = { title: string; thumbnailUrl: string | null; imageEmoji: string | null }

/** The course's picture: its thumbnail when an admin uploaded one, else its emoji. */
export function CourseImage({ course, className }: { course: Pictured; className?: string }) {
  if (course.thumbnailUrl) {
    return (
      <img
        src={course.thumbnailUrl}
        alt={course.title}
        className={className ?? 'h-full w-full object-cover'}
      />
    )
  }
  return (
    <span role="img" aria-label={course.title} className="text-6xl">
      {course.imageEmoji ?? '🌿'}
    </span>
  )
}
