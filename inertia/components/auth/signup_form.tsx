import { Form } from '@adonisjs/inertia/react'
import { Button } from '~/components/ui/button'
import { Field } from '~/components/ui/field'
import { Input } from '~/components/ui/input'
import { controlProps } from '~/components/auth/form_control'

/** 'Criar Conta' tab: Nome Completo, Email, Senha. */
export function SignupForm() {
  return (
    <Form
      route="auth.signup"
      errorBag="signup"
      resetOnError={['password']}
      className="space-y-4"
      noValidate
    >
      {({ errors, processing }) => (
        <>
          <Field label="Nome Completo" htmlFor="signup-fullName" error={errors.fullName}>
            <Input
              {...controlProps('signup-fullName', 'fullName', errors.fullName)}
              placeholder="Seu nome completo"
              autoComplete="name"
              required
            />
          </Field>
          <Field label="Email" htmlFor="signup-email" error={errors.email}>
            <Input
              {...controlProps('signup-email', 'email', errors.email)}
              type="email"
              placeholder="seu@email.com"
              autoComplete="email"
              required
            />
          </Field>
          <Field label="Senha" htmlFor="signup-password" error={errors.password}>
            <Input
              {...controlProps('signup-password', 'password', errors.password)}
              type="password"
              placeholder="Mínimo 6 caracteres"
              autoComplete="new-password"
              required
            />
          </Field>
          <Button type="submit" className="w-full" disabled={processing}>
            {processing ? 'Criando conta...' : 'Criar Conta'}
          </Button>
        </>
      )}
    </Form>
  )
}
