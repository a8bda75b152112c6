import '@adonisjs/inertia/types'

import type React from 'react'
import type { Prettify } from '@adonisjs/core/types/common'

type ExtractProps<T> =
  T extends React.FC<infer Props>
    ? Prettify<Omit<Props, 'children'>>
    : T extends React.Component<infer Props>
      ? Prettify<Omit<Props, 'children'>>
      : never

declare module '@adonisjs/inertia/types' {
  export interface InertiaPages {
    'admin/access_denied': ExtractProps<(typeof import('../../inertia/pages/admin/access_denied.tsx'))['default']>
    'admin/analytics': ExtractProps<(typeof import('../../inertia/pages/admin/analytics.tsx'))['default']>
    'admin/certificates': ExtractProps<(typeof import('../../inertia/pages/admin/certificates.tsx'))['default']>
    'admin/courses/form': ExtractProps<(typeof import('../../inertia/pages/admin/courses/form.tsx'))['default']>
    'admin/courses/index': ExtractProps<(typeof import('../../inertia/pages/admin/courses/index.tsx'))['default']>
    'admin/courses/show': ExtractProps<(typeof import('../../inertia/pages/admin/courses/show.tsx'))['default']>
    'admin/dashboard': ExtractProps<(typeof import('../../inertia/pages/admin/dashboard.tsx'))['default']>
    'admin/materials/index': ExtractProps<(typeof import('../../inertia/pages/admin/materials/index.tsx'))['default']>
    'admin/media/index': ExtractProps<(typeof import('../../inertia/pages/admin/media/index.tsx'))['default']>
    'admin/mentor': ExtractProps<(typeof import('../../inertia/pages/admin/mentor.tsx'))['default']>
    'admin/moderation': ExtractProps<(typeof import('../../inertia/pages/admin/moderation.tsx'))['default']>
    'admin/quizzes/edit': ExtractProps<(typeof import('../../inertia/pages/admin/quizzes/edit.tsx'))['default']>
    'admin/settings': ExtractProps<(typeof import('../../inertia/pages/admin/settings.tsx'))['default']>
    'admin/users/deletions': ExtractProps<(typeof import('../../inertia/pages/admin/users/deletions.tsx'))['default']>
    'admin/users/index': ExtractProps<(typeof import('../../inertia/pages/admin/users/index.tsx'))['default']>
    'analytics/index': ExtractProps<(typeof import('../../inertia/pages/analytics/index.tsx'))['default']>
    'auth/forgot_password': ExtractProps<(typeof import('../../inertia/pages/auth/forgot_password.tsx'))['default']>
    'auth/reset_password': ExtractProps<(typeof import('../../inertia/pages/auth/reset_password.tsx'))['default']>
    'auth/show': ExtractProps<(typeof import('../../inertia/pages/auth/show.tsx'))['default']>
    'auth/verify_email': ExtractProps<(typeof import('../../inertia/pages/auth/verify_email.tsx'))['default']>
    'certificates/index': ExtractProps<(typeof import('../../inertia/pages/certificates/index.tsx'))['default']>
    'certificates/show': ExtractProps<(typeof import('../../inertia/pages/certificates/show.tsx'))['default']>
    'community/discussion': ExtractProps<(typeof import('../../inertia/pages/community/discussion.tsx'))['default']>
    'community/index': ExtractProps<(typeof import('../../inertia/pages/community/index.tsx'))['default']>
    'community/members': ExtractProps<(typeof import('../../inertia/pages/community/members.tsx'))['default']>
    'community/trending': ExtractProps<(typeof import('../../inertia/pages/community/trending.tsx'))['default']>
    'courses/index': ExtractProps<(typeof import('../../inertia/pages/courses/index.tsx'))['default']>
    'courses/show': ExtractProps<(typeof import('../../inertia/pages/courses/show.tsx'))['default']>
    'dashboard/show': ExtractProps<(typeof import('../../inertia/pages/dashboard/show.tsx'))['default']>
    'errors/not_found': ExtractProps<(typeof import('../../inertia/pages/errors/not_found.tsx'))['default']>
    'errors/server_error': ExtractProps<(typeof import('../../inertia/pages/errors/server_error.tsx'))['default']>
    'home': ExtractProps<(typeof import('../../inertia/pages/home.tsx'))['default']>
    'lessons/locked': ExtractProps<(typeof import('../../inertia/pages/lessons/locked.tsx'))['default']>
    'lessons/show': ExtractProps<(typeof import('../../inertia/pages/lessons/show.tsx'))['default']>
    'messages/index': ExtractProps<(typeof import('../../inertia/pages/messages/index.tsx'))['default']>
    'notifications/index': ExtractProps<(typeof import('../../inertia/pages/notifications/index.tsx'))['default']>
    'podcast/index': ExtractProps<(typeof import('../../inertia/pages/podcast/index.tsx'))['default']>
    'profiles/privacy': ExtractProps<(typeof import('../../inertia/pages/profiles/privacy.tsx'))['default']>
    'profiles/show': ExtractProps<(typeof import('../../inertia/pages/profiles/show.tsx'))['default']>
    'review/show': ExtractProps<(typeof import('../../inertia/pages/review/show.tsx'))['default']>
  }
}
