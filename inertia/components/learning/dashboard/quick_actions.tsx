import type { ReactNode } from 'react'
import { Link } from '@adonisjs/inertia/react'
import { BarChart3, Download, Settings, Users } from '~/components/platform/icons'
import { Button } from '~/components/ui/button'
import { SectionCard } from './section_card'

function Action({ children }: { children: ReactNode }) {
  return (
    <Button variant="outline" className="justify-start" asChild>
      {children}
    </Button>
  )
}

/**
 * 'Ações Rápidas' (with the learner's 'Análises de Performance'): only places that exist
 * for every member. There is no 1:1 mentoring; the AI mentors are in 'Mentores IA'.
 */
export function QuickActions() {
  return (
    <SectionCard title="Ações Rápidas">
      <nav aria-label="Ações Rápidas" className="grid gap-2">
        <Action>
          <Link route="community.index">
            <Users className="h-4 w-4" aria-hidden="true" /> Acessar Comunidade
          </Link>
        </Action>
        <Action>
          <Link route="analytics">
            <BarChart3 className="h-4 w-4" aria-hidden="true" /> Análises de Performance
          </Link>
        </Action>
        <Action>
          <Link route="certificates.index">
            <Download className="h-4 w-4" aria-hidden="true" /> Baixar Certificados
          </Link>
        </Action>
        <Action>
          <Link route="profiles.own">
            <Settings className="h-4 w-4" aria-hidden="true" /> Configurações
          </Link>
        </Action>
      </nav>
    </SectionCard>
  )
}
