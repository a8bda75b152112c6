import { Form } from '@adonisjs/inertia/react'
import { InputField } from '~/components/ui/field'
import { PasswordField, SubmitButton } from '~/components/accounts/auth_form_parts'
import { SIGNUP_FORM } from '@domain/accounts/forms'
import { useFormChecks } from '~/lib/form_checks'

/** 'Criar Conta' tab: Nome Completo, E-mail, Senha. */
export function SignupForm() {
  const checks = useFormChecks(SIGNUP_FORM)
  return (
    <Form
      {...checks}
      route="auth.signup"
      errorBag="signup"
      resetOnError={['password']}
      className="space-y-4"
      noValidate
    >
      {({ errors, processing }) => (
        <>
          <InputField
            label="Nome Completo"
            id="signup-fullName"
            name="fullName"
            error={errors.fullName}
            placeholder="Seu nome completo"
            autoComplete="name"
            required
          />
          <InputField
            label="E-mail"
            id="signup-email"
            name="email"
            error={errors.email}
            type="email"
            placeholder="seu@email.com"
            autoComplete="email"
            required
          />
          <PasswordField
            label="Senha"
            id="signup-password"
            name="password"
            error={errors.password}
          />
          <SubmitButton processing={processing} busyLabel="Criando conta...">
            Criar Conta
          </SubmitButton>
        </>
      )}
    </Form>
  )
}
