import { useState } from 'react'
import {
  CheckCircle2,
  Loader2,
  ShieldAlert,
  ShieldCheck,
  XCircle,
} from '~/components/platform/icons'
import { Button } from '~/components/ui/button'
import { urlFor } from '~/client'
import { CERTIFICATE_TEXT } from '~/components/certificates/texts'

type VerifyState = 'idle' | 'verifying' | 'verified' | 'revoked' | 'tampered' | 'failed'

/**
 * 'Verificar': asks the server, which recomputes the hash and checks the
 * signature. 'Verificando...' while it answers, then 'Verificado' (disabled),
 * or the failure said plainly (revoked, data that does not match).
 */
export function VerifyButton({ certificateId }: { certificateId: string }) {
  const [state, setState] = useState<VerifyState>('idle')

  async function verify() {
    setState('verifying')
    try {
      const response = await fetch(urlFor('certificates.verify', { certificateId }), {
        headers: { Accept: 'application/json' },
        credentials: 'same-origin',
      })
      if (!response.ok) throw new Error(String(response.status))
      const body = (await response.json()) as { status: 'verified' | 'revoked' | 'tampered' }
      setState(body.status)
    } catch {
      setState('failed')
    }
  }

  const done = state === 'verified' || state === 'revoked' || state === 'tampered'
  return (
    <div className="grid gap-2">
      <Button
        type="button"
        variant={state === 'verified' ? 'default' : 'outline'}
        onClick={verify}
        disabled={state === 'verifying' || done}
      >
        {state === 'verifying' ? (
          <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" />
        ) : state === 'verified' ? (
          <CheckCircle2 className="h-4 w-4" aria-hidden="true" />
        ) : (
          <ShieldCheck className="h-4 w-4" aria-hidden="true" />
        )}
        {state === 'verifying'
          ? CERTIFICATE_TEXT.verifying
          : state === 'verified'
            ? CERTIFICATE_TEXT.verified
            : state === 'revoked'
              ? CERTIFICATE_TEXT.revokedResult
              : state === 'tampered'
                ? CERTIFICATE_TEXT.tamperedResult
                : CERTIFICATE_TEXT.verify}
      </Button>
      <div role="status" aria-live="polite" className="text-sm">
        {state === 'verified' && (
          <p className="flex items-start gap-2 text-success">
            <ShieldCheck className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
            {CERTIFICATE_TEXT.verifiedText}
          </p>
        )}
        {state === 'revoked' && (
          <p className="flex items-start gap-2 text-destructive">
            <ShieldAlert className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
            {CERTIFICATE_TEXT.revokedText}
          </p>
        )}
        {state === 'tampered' && (
          <p className="flex items-start gap-2 text-destructive">
            <XCircle className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
            {CERTIFICATE_TEXT.tamperedText}
          </p>
        )}
        {state === 'failed' && <p className="text-destructive">{CERTIFICATE_TEXT.verifyFailed}</p>}
      </div>
    </div>
  )
}
