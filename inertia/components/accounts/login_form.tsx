import { Form, Link } from '@adonisjs/inertia/react'
import { InputField } from '~/components/ui/field'
import { PasswordField, SubmitButton } from '~/components/accounts/auth_form_parts'
import { LOGIN_FORM } from '@domain/accounts/forms'
import { useFormChecks } from '~/lib/form_checks'

/** 'Entrar' tab: E-mail, Senha, and the way to a new password. */
export function LoginForm() {
  const checks = useFormChecks(LOGIN_FORM)
  return (
    <Form
      {...checks}
      route="auth.login"
      errorBag="login"
      resetOnError={['password']}
      className="space-y-4"
      noValidate
    >
      {({ errors, processing }) => (
        <>
          <InputField
            label="E-mail"
            id="login-email"
            name="email"
            error={errors.email}
            type="email"
            placeholder="seu@email.com"
            autoComplete="username"
            required
          />
          <PasswordField
            current
            label="Senha"
            id="login-password"
            name="password"
            error={errors.password}
          />
          <div className="text-right text-sm">
            <Link
              route="auth.password.request"
              className="font-medium text-primary underline-offset-4 hover:underline"
            >
              Esqueceu sua senha?
            </Link>
          </div>
          <SubmitButton processing={processing} busyLabel="Entrando...">
            Entrar
          </SubmitButton>
        </>
      )}
    </Form>
  )
}
