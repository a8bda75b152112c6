import { Form, Link } from '@adonisjs/inertia/react'
import { Button } from '~/components/ui/button'
import { Field } from '~/components/ui/field'
import { Input } from '~/components/ui/input'
import { controlProps } from '~/components/auth/form_control'

/** 'Fazer Login' tab: Email, Senha, and the way to a new password. */
export function LoginForm() {
  return (
    <Form
      route="auth.login"
      errorBag="login"
      resetOnError={['password']}
      className="space-y-4"
      noValidate
    >
      {({ errors, processing }) => (
        <>
          <Field label="Email" htmlFor="login-email" error={errors.email}>
            <Input
              {...controlProps('login-email', 'email', errors.email)}
              type="email"
              placeholder="seu@email.com"
              autoComplete="username"
              required
            />
          </Field>
          <Field label="Senha" htmlFor="login-password" error={errors.password}>
            <Input
              {...controlProps('login-password', 'password', errors.password)}
              type="password"
              placeholder="Sua senha"
              autoComplete="current-password"
              required
            />
          </Field>
          <div className="text-right text-sm">
            <Link
              route="auth.password.request"
              className="font-medium text-primary underline-offset-4 hover:underline"
            >
              Esqueceu sua senha?
            </Link>
          </div>
          <Button type="submit" className="w-full" disabled={processing}>
            {processing ? 'Entrando...' : 'Fazer Login'}
          </Button>
        </>
      )}
    </Form>
  )
}
