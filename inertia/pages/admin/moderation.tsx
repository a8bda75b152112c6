import { Head } from '@inertiajs/react'
import { ShieldCheck } from '~/components/platform/icons'
import type { Data } from '@generated/data'
import { PageHeader } from '~/components/admin/page_header'
import { ModerationReport } from '~/components/admin/moderation_report'
import { COMMUNITY_TEXT } from '~/components/community/texts'

/** /admin/moderacao: the forum's open reports, oldest first, each with its actions. */
export default function AdminModeration({ reports }: { reports: Data.Admin.ForumReport[] }) {
  return (
    <>
      <Head title={`Administração · ${COMMUNITY_TEXT.adminTitle}`} />
      <PageHeader
        title={COMMUNITY_TEXT.adminTitle}
        description={
          reports.length > 0
            ? `${COMMUNITY_TEXT.openReports(reports.length)}. ${COMMUNITY_TEXT.adminDescription}`
            : COMMUNITY_TEXT.adminDescription
        }
      />
      {reports.length === 0 ? (
        <div className="grid justify-items-center gap-3 rounded-xl border border-dashed bg-background p-12 text-center">
          <ShieldCheck className="h-10 w-10 text-success" aria-hidden="true" />
          <p className="text-lg font-semibold">{COMMUNITY_TEXT.adminEmpty}</p>
          <p className="text-sm text-muted-foreground">{COMMUNITY_TEXT.adminEmptyText}</p>
        </div>
      ) : (
        <ul className="grid gap-4">
          {reports.map((report) => (
            <li key={report.id}>
              <ModerationReport report={report} />
            </li>
          ))}
        </ul>
      )}
    </>
  )
}
