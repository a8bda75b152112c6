/* eslint-disable prettier/prettier */
import type { routes } from './index.ts'

export interface ApiDefinition {
  webhooks: {
    stripe: typeof routes['webhooks.stripe']
  }
  certificates: {
    show: typeof routes['certificates.show']
    verify: typeof routes['certificates.verify']
    pdf: typeof routes['certificates.pdf']
    credential: typeof routes['certificates.credential']
    status: typeof routes['certificates.status']
    index: typeof routes['certificates.index']
  }
  credentials: {
    issuer: typeof routes['credentials.issuer']
    key: typeof routes['credentials.key']
  }
  health: {
    live: typeof routes['health.live']
    ready: typeof routes['health.ready']
  }
  eventStream: typeof routes['event_stream']
  subscribe: typeof routes['subscribe']
  unsubscribe: typeof routes['unsubscribe']
  home: typeof routes['home']
  session: {
    csrf: typeof routes['session.csrf']
  }
  newsletter: {
    store: typeof routes['newsletter.store']
  }
  podcast: typeof routes['podcast']
  sitemap: typeof routes['sitemap']
  robots: typeof routes['robots']
  uploads: {
    show: typeof routes['uploads.show']
  }
  auth: {
    show: typeof routes['auth.show']
    login: typeof routes['auth.login']
    signup: typeof routes['auth.signup']
    verification: {
      notice: typeof routes['auth.verification.notice']
      resend: typeof routes['auth.verification.resend']
      verify: typeof routes['auth.verification.verify']
    }
    password: {
      request: typeof routes['auth.password.request']
      email: typeof routes['auth.password.email']
      edit: typeof routes['auth.password.edit']
      update: typeof routes['auth.password.update']
    }
    logout: typeof routes['auth.logout'] & {
      everywhere: typeof routes['auth.logout.everywhere']
    }
  }
  privacy: {
    show: typeof routes['privacy.show']
    export: {
      store: typeof routes['privacy.export.store']
      download: typeof routes['privacy.export.download']
    }
    deletion: {
      store: typeof routes['privacy.deletion.store']
      destroy: typeof routes['privacy.deletion.destroy']
    }
  }
  profiles: {
    own: typeof routes['profiles.own']
    show: typeof routes['profiles.show']
    update: typeof routes['profiles.update']
    avatar: {
      update: typeof routes['profiles.avatar.update']
      destroy: typeof routes['profiles.avatar.destroy']
    }
  }
  courses: {
    index: typeof routes['courses.index']
    show: typeof routes['courses.show']
    favorite: {
      store: typeof routes['courses.favorite.store']
      destroy: typeof routes['courses.favorite.destroy']
    }
    reviews: {
      store: typeof routes['courses.reviews.store']
      update: typeof routes['courses.reviews.update']
    }
  }
  dashboard: typeof routes['dashboard']
  lessons: {
    complete: typeof routes['lessons.complete']
    undo: typeof routes['lessons.undo']
    position: typeof routes['lessons.position']
    study: typeof routes['lessons.study']
    notes: {
      update: typeof routes['lessons.notes.update']
    }
    video: typeof routes['lessons.video']
    captions: typeof routes['lessons.captions']
    offline: typeof routes['lessons.offline']
    show: typeof routes['lessons.show']
  }
  materials: {
    file: typeof routes['materials.file']
  }
  modules: {
    offline: typeof routes['modules.offline']
  }
  studyGoal: {
    update: typeof routes['study_goal.update']
  }
  review: {
    show: typeof routes['review.show']
    answer: typeof routes['review.answer']
  }
  quizAttempts: {
    store: typeof routes['quiz_attempts.store']
    answer: typeof routes['quiz_attempts.answer']
    finish: typeof routes['quiz_attempts.finish']
  }
  analytics: typeof routes['analytics']
  community: {
    index: typeof routes['community.index']
    trending: typeof routes['community.trending']
    discussions: {
      show: typeof routes['community.discussions.show']
      short: typeof routes['community.discussions.short']
      store: typeof routes['community.discussions.store']
      update: typeof routes['community.discussions.update']
      destroy: typeof routes['community.discussions.destroy']
      like: typeof routes['community.discussions.like']
      unlike: typeof routes['community.discussions.unlike']
      bookmark: typeof routes['community.discussions.bookmark']
      unbookmark: typeof routes['community.discussions.unbookmark']
      accept: typeof routes['community.discussions.accept']
      unaccept: typeof routes['community.discussions.unaccept']
      report: typeof routes['community.discussions.report']
      moderate: typeof routes['community.discussions.moderate']
    }
    members: typeof routes['community.members']
    replies: {
      store: typeof routes['community.replies.store']
      update: typeof routes['community.replies.update']
      destroy: typeof routes['community.replies.destroy']
      like: typeof routes['community.replies.like']
      unlike: typeof routes['community.replies.unlike']
      moderate: typeof routes['community.replies.moderate']
    }
  }
  subscription: {
    checkout: typeof routes['subscription.checkout']
    annualPix: typeof routes['subscription.annual_pix']
    portal: typeof routes['subscription.portal']
  }
  admin: {
    dashboard: typeof routes['admin.dashboard']
    courses: {
      index: typeof routes['admin.courses.index']
      create: typeof routes['admin.courses.create']
      store: typeof routes['admin.courses.store']
      show: typeof routes['admin.courses.show']
      edit: typeof routes['admin.courses.edit']
      update: typeof routes['admin.courses.update']
      restore: typeof routes['admin.courses.restore']
      destroy: typeof routes['admin.courses.destroy']
      publication: typeof routes['admin.courses.publication']
    }
    modules: {
      store: typeof routes['admin.modules.store']
      update: typeof routes['admin.modules.update']
      move: typeof routes['admin.modules.move']
      destroy: typeof routes['admin.modules.destroy']
    }
    lessons: {
      store: typeof routes['admin.lessons.store']
      update: typeof routes['admin.lessons.update']
      move: typeof routes['admin.lessons.move']
      captions: {
        store: typeof routes['admin.lessons.captions.store']
        destroy: typeof routes['admin.lessons.captions.destroy']
      }
      publication: typeof routes['admin.lessons.publication']
      destroy: typeof routes['admin.lessons.destroy']
    }
    quizzes: {
      edit: typeof routes['admin.quizzes.edit']
      update: typeof routes['admin.quizzes.update']
    }
    materials: {
      index: typeof routes['admin.materials.index']
      store: typeof routes['admin.materials.store']
      update: typeof routes['admin.materials.update']
      destroy: typeof routes['admin.materials.destroy']
    }
    media: {
      index: typeof routes['admin.media.index']
      destroy: typeof routes['admin.media.destroy']
      file: typeof routes['admin.media.file']
    }
    uploads: {
      store: typeof routes['admin.uploads.store']
    }
    users: {
      index: typeof routes['admin.users.index']
      deletions: typeof routes['admin.users.deletions']
      role: typeof routes['admin.users.role']
      access: typeof routes['admin.users.access']
    }
    certificates: {
      index: typeof routes['admin.certificates.index']
      revoke: typeof routes['admin.certificates.revoke']
    }
    moderation: {
      index: typeof routes['admin.moderation.index']
      update: typeof routes['admin.moderation.update']
    }
    analytics: typeof routes['admin.analytics'] & {
      export: typeof routes['admin.analytics.export']
    }
    mentor: typeof routes['admin.mentor']
    settings: typeof routes['admin.settings'] & {
      annualPix: typeof routes['admin.settings.annual_pix']
    }
    fallback: typeof routes['admin.fallback']
  }
  messages: {
    index: typeof routes['messages.index']
    show: typeof routes['messages.show']
    start: typeof routes['messages.start']
    read: typeof routes['messages.read']
    store: typeof routes['messages.store']
    older: typeof routes['messages.older']
    block: typeof routes['messages.block']
    unblock: typeof routes['messages.unblock']
  }
  notifications: {
    index: typeof routes['notifications.index']
    recent: typeof routes['notifications.recent']
    readAll: typeof routes['notifications.read_all']
    read: typeof routes['notifications.read']
    preferences: {
      update: typeof routes['notifications.preferences.update']
    }
    push: {
      store: typeof routes['notifications.push.store']
      destroy: typeof routes['notifications.push.destroy']
    }
  }
  mentor: {
    ask: typeof routes['mentor.ask']
    reset: typeof routes['mentor.reset']
    feedback: typeof routes['mentor.feedback']
  }
}
