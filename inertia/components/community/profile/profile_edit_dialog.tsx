import { useState } from 'react'
import { Form } from '@adonisjs/inertia/react'
import { Pencil } from '~/components/platform/icons'
import type { Data } from '@generated/data'
import { toast } from '~/hooks/use_toast'
import { Button } from '~/components/ui/button'
import { Dialog, DialogClose, DialogContent, DialogTrigger } from '~/components/ui/dialog'
import { Field, fieldA11y, InputField } from '~/components/ui/field'
import { Textarea } from '~/components/ui/input'
import { AvatarUpload } from '~/components/community/profile/avatar_upload'
import { useFormChecks } from '~/lib/form_checks'
import { PROFILE_FORM } from '@domain/accounts/forms'

const showInvalidToast = () =>
  toast({
    title: 'Não foi possível atualizar o perfil',
    description: 'Corrija os campos destacados e tente novamente.',
    variant: 'destructive',
  })

/** 'Editar Perfil': every field of the spec, validated on the server with messages next to each field. */
export function ProfileEditDialog({
  member,
  form,
}: {
  member: Data.MemberProfile
  form: Data.ProfileForm
}) {
  const [open, setOpen] = useState(false)
  const checks = useFormChecks(PROFILE_FORM, showInvalidToast)
  const [bioLength, setBioLength] = useState(form.bio.length)

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button className="w-full">
          <Pencil className="h-4 w-4" aria-hidden="true" /> Editar Perfil
        </Button>
      </DialogTrigger>
      <DialogContent
        title="Editar Perfil"
        description="Atualize as informações que os outros membros veem."
        className="max-w-2xl"
      >
        <AvatarUpload member={member} />
        <Form
          {...checks}
          route="profiles.update"
          routeParams={{ id: member.userId }}
          options={{ preserveScroll: true }}
          onSuccess={() => setOpen(false)}
          onError={showInvalidToast}
          className="grid gap-4 sm:grid-cols-2"
          noValidate
        >
          {({ errors, processing }) => (
            <>
              <InputField
                label="Nome Completo"
                name="fullName"
                error={errors.fullName}
                className="sm:col-span-2"
                defaultValue={form.fullName}
                autoComplete="name"
                required
              />
              <InputField
                label="Especialidade"
                name="specialty"
                error={errors.specialty}
                defaultValue={form.specialty}
                placeholder="Ex.: Cultivo medicinal"
              />
              <InputField
                label="Localização"
                name="location"
                error={errors.location}
                defaultValue={form.location}
                placeholder="Cidade, UF"
                autoComplete="address-level2"
              />
              <Field
                label="Bio"
                htmlFor="bio"
                error={errors.bio}
                hint={`${bioLength}/${PROFILE_FORM.bio.max} caracteres`}
                className="sm:col-span-2"
              >
                <Textarea
                  {...fieldA11y('bio', errors.bio)}
                  defaultValue={form.bio}
                  maxLength={PROFILE_FORM.bio.max}
                  onChange={(event) => setBioLength(event.currentTarget.value.length)}
                  placeholder="Conte um pouco sobre você e seus interesses."
                />
              </Field>
              <InputField
                label="Anos de Experiência"
                name="yearsExperience"
                error={errors.yearsExperience}
                type="number"
                inputMode="numeric"
                min={PROFILE_FORM.yearsExperience.min}
                max={PROFILE_FORM.yearsExperience.max}
                step={1}
                defaultValue={form.yearsExperience ?? ''}
              />
              <InputField
                label="LinkedIn"
                name="linkedinUrl"
                error={errors.linkedinUrl}
                type="url"
                defaultValue={form.linkedinUrl}
                placeholder="https://www.linkedin.com/in/seu-perfil"
              />
              <InputField
                label="Site"
                name="websiteUrl"
                error={errors.websiteUrl}
                className="sm:col-span-2"
                type="url"
                defaultValue={form.websiteUrl}
                placeholder="https://seusite.com.br"
              />
              <div className="flex flex-col-reverse gap-2 sm:col-span-2 sm:flex-row sm:justify-end">
                <DialogClose asChild>
                  <Button variant="outline">Cancelar</Button>
                </DialogClose>
                <Button type="submit" disabled={processing}>
                  {processing ? 'Salvando...' : 'Salvar Alterações'}
                </Button>
              </div>
            </>
          )}
        </Form>
      </DialogContent>
    </Dialog>
  )
}
