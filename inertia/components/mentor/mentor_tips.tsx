import { Lightbulb } from '~/components/platform/icons'
import { Card, CardContent, CardHeader, CardTitle } from '~/components/ui/card'
import { MENTOR_TEXT } from './texts'

/** The spec's tips next to the course's mentor chat, with examples from this course's lessons. */
export function MentorTips({ examples }: { examples: string[] }) {
  return (
    <Card className="self-start">
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-base">
          <Lightbulb className="h-5 w-5 text-primary" aria-hidden="true" /> {MENTOR_TEXT.tipsTitle}
        </CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-2 text-sm text-muted-foreground">
          {MENTOR_TEXT.tips(examples).map((tip) => (
            <li key={tip}>{tip}</li>
          ))}
        </ul>
      </CardContent>
    </Card>
  )
}
