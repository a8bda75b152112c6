import { useState } from 'react'
import { Form } from '@adonisjs/inertia/react'
import { ImageUp } from '~/components/platform/icons'
import type { Data } from '@generated/data'
import { Avatar } from '~/components/ui/avatar'
import { Button, buttonClasses } from '~/components/ui/button'
import { cn } from '~/lib/utils'
import { AVATAR_ACCEPT, AVATAR_TEXTS } from '@domain/accounts/avatar_files'

/** Profile photo: upload a JPEG, PNG or WebP up to 2 MB, or remove the current one. */
export function AvatarUpload({ member }: { member: Data.MemberProfile }) {
  const [fileName, setFileName] = useState<string | null>(null)

  return (
    <div className="flex items-start gap-4 rounded-lg border p-4">
      <Avatar
        src={member.avatarUrl}
        name={member.fullName}
        initials={member.initials}
        className="h-16 w-16 text-lg"
      />
      <div className="min-w-0 flex-1 space-y-2">
        <Form
          noValidate
          route="profiles.avatar.update"
          routeParams={{ id: member.userId }}
          options={{ preserveScroll: true }}
          resetOnSuccess
          onSuccess={() => setFileName(null)}
          className="space-y-2"
        >
          {({ errors, processing }) => (
            <>
              <p className="text-sm font-medium" id="avatar-label">
                Foto de perfil
              </p>
              <div className="flex flex-wrap items-center gap-2">
                {/* The native file button speaks the browser's language; this label speaks Portuguese. */}
                <input
                  id="avatar"
                  name="avatar"
                  type="file"
                  accept={AVATAR_ACCEPT}
                  className="peer sr-only"
                  aria-labelledby="avatar-label avatar-choose"
                  aria-invalid={errors.avatar ? true : undefined}
                  aria-describedby={errors.avatar ? 'avatar-error' : 'avatar-hint'}
                  onChange={(event) => setFileName(event.currentTarget.files?.[0]?.name ?? null)}
                />
                <label
                  id="avatar-choose"
                  htmlFor="avatar"
                  className={cn(
                    buttonClasses('outline', 'sm'),
                    'peer-focus-visible:ring-2 peer-focus-visible:ring-ring'
                  )}
                >
                  <ImageUp className="h-4 w-4" aria-hidden="true" /> Escolher foto
                </label>
                <span className="truncate text-sm text-muted-foreground">
                  {fileName ?? 'Nenhuma foto escolhida'}
                </span>
              </div>
              {errors.avatar ? (
                <p id="avatar-error" role="alert" className="text-sm text-destructive">
                  {errors.avatar}
                </p>
              ) : (
                <p id="avatar-hint" className="text-xs text-muted-foreground">
                  {AVATAR_TEXTS.hint}
                </p>
              )}
              <Button
                type="submit"
                size="sm"
                variant="secondary"
                disabled={processing || !fileName}
              >
                {processing ? 'Enviando...' : 'Enviar foto'}
              </Button>
            </>
          )}
        </Form>
        {member.avatarUrl && (
          <Form
            noValidate
            route="profiles.avatar.destroy"
            routeParams={{ id: member.userId }}
            options={{ preserveScroll: true }}
          >
            {({ processing }) => (
              <Button type="submit" size="sm" variant="ghost" disabled={processing}>
                {processing ? 'Removendo...' : 'Remover foto'}
              </Button>
            )}
          </Form>
        )}
      </div>
    </div>
  )
}
