import { Form } from '@adonisjs/inertia/react'
import type { Data } from '@generated/data'
import { toast } from '~/hooks/use_toast'
import { Button } from '~/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '~/components/ui/card'
import { NOTIFICATION_TEXT } from './texts'
import { DevicePush } from './device_push'

const text = NOTIFICATION_TEXT.preferences

function Choice({
  name,
  kind,
  label,
  checked,
  disabled,
  describedBy,
}: {
  name: 'inApp[]' | 'email[]'
  kind: string
  label: string
  checked: boolean
  disabled?: boolean
  describedBy?: string
}) {
  return (
    <label className="flex items-center gap-2 text-sm">
      <input
        type="checkbox"
        name={name}
        value={kind}
        defaultChecked={checked}
        disabled={disabled}
        aria-describedby={describedBy}
        className="h-4 w-4 rounded border-input accent-primary disabled:opacity-60"
      />
      {label}
    </label>
  )
}

/**
 * The own profile's 'Notificações' card: per kind, 'No site' and 'Por e-mail'.
 * A failed payment is always e-mailed: its box stays checked and disabled, and says why.
 */
export function NotificationPreferencesCard({
  preferences,
  pushPublicKey,
}: {
  preferences: Data.NotificationPreference[]
  pushPublicKey: string | null
}) {
  return (
    <Card id="notificacoes">
      <CardHeader>
        <CardTitle>{text.title}</CardTitle>
        <CardDescription>{text.description}</CardDescription>
      </CardHeader>
      <CardContent>
        <Form
          noValidate
          route="notifications.preferences.update"
          options={{ preserveScroll: true }}
          onError={() => toast({ title: text.failed, variant: 'destructive' })}
          className="space-y-4"
        >
          {({ processing }) => (
            <>
              {preferences.map((preference) => {
                const noteId = `notificacao-${preference.kind}-email`
                return (
                  <fieldset key={preference.kind} className="space-y-1.5">
                    <legend className="text-sm font-medium">{preference.label}</legend>
                    <div className="flex flex-wrap gap-x-6 gap-y-1">
                      <Choice
                        name="inApp[]"
                        kind={preference.kind}
                        label={text.inApp}
                        checked={preference.inApp}
                      />
                      <Choice
                        name="email[]"
                        kind={preference.kind}
                        label={text.email}
                        checked={preference.email}
                        disabled={preference.emailLocked}
                        describedBy={preference.emailLocked ? noteId : undefined}
                      />
                    </div>
                    {preference.emailLocked && (
                      <p id={noteId} className="text-xs text-muted-foreground">
                        {text.emailLocked}
                      </p>
                    )}
                  </fieldset>
                )
              })}
              <Button type="submit" className="w-full" disabled={processing}>
                {processing ? text.saving : text.save}
              </Button>
            </>
          )}
        </Form>
        <div className="mt-6">
          <DevicePush publicKey={pushPublicKey} />
        </div>
      </CardContent>
    </Card>
  )
}
