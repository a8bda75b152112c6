import { AuthShell } from '~/components/accounts/auth_shell'
import { MarketingColumn } from '~/components/accounts/marketing_column'
import { SignupForm } from '~/components/accounts/signup_form'
import { LoginForm } from '~/components/accounts/login_form'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '~/components/ui/tabs'
import { Seo } from '~/components/platform/seo'
import { hydrateWhenVisible } from '~/components/platform/hydrate_when_visible'
import { PAGE_META } from '~/content/seo'

/* Text only, and under the card on a phone: hydrated when it comes near the screen. */
const Marketing = hydrateWhenVisible(MarketingColumn, 'order-2 lg:order-1')

/** /auth: marketing column and the card with 'Criar Conta' (default) and 'Entrar'. */
export default function AuthShow({ tab }: { tab: 'signup' | 'login' }) {
  return (
    <AuthShell>
      <Seo {...(tab === 'login' ? PAGE_META.login : PAGE_META.signup)} />
      <div className="mx-auto grid w-full max-w-6xl items-center gap-10 lg:grid-cols-2">
        <Marketing />
        <section
          aria-labelledby="auth-card-title"
          className="order-1 w-full rounded-xl border bg-card p-6 text-card-foreground shadow-lg sm:p-8 lg:order-2"
        >
          <h1 id="auth-card-title" className="text-center text-2xl font-bold">
            Entre na <span className="text-primary">Ganja Talks</span>
          </h1>
          <p className="mt-1 text-center text-sm text-muted-foreground">
            Crie sua conta gratuita ou entre para continuar estudando.
          </p>
          <Tabs defaultValue={tab} className="mt-6">
            <TabsList className="grid w-full grid-cols-2">
              <TabsTrigger value="signup">Criar Conta</TabsTrigger>
              <TabsTrigger value="login">Entrar</TabsTrigger>
            </TabsList>
            <TabsContent value="signup">
              <SignupForm />
            </TabsContent>
            <TabsContent value="login">
              <LoginForm />
            </TabsContent>
          </Tabs>
          <p className="mt-6 text-center text-xs text-muted-foreground">
            Ao continuar, você concorda com os{' '}
            <a href="/#terms" className="underline underline-offset-4 hover:text-foreground">
              Termos de Uso
            </a>{' '}
            e a{' '}
            <a href="/#privacy" className="underline underline-offset-4 hover:text-foreground">
              Política de Privacidade
            </a>
            .
          </p>
        </section>
      </div>
    </AuthShell>
  )
}
