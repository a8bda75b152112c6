import '@adonisjs/core/types/http'

type ParamValue = string | number | bigint | boolean

export type ScannedRoutes = {
  ALL: {
    'webhooks.stripe': { paramsTuple?: []; params?: {} }
    'certificates.show': { paramsTuple: [ParamValue]; params: {'certificateId': ParamValue} }
    'certificates.verify': { paramsTuple: [ParamValue]; params: {'certificateId': ParamValue} }
    'certificates.pdf': { paramsTuple: [ParamValue]; params: {'certificateId': ParamValue} }
    'certificates.credential': { paramsTuple: [ParamValue]; params: {'certificateId': ParamValue} }
    'certificates.status': { paramsTuple: [ParamValue]; params: {'list': ParamValue} }
    'credentials.issuer': { paramsTuple?: []; params?: {} }
    'credentials.key': { paramsTuple?: []; params?: {} }
    'certificates.index': { paramsTuple?: []; params?: {} }
    'health.live': { paramsTuple?: []; params?: {} }
    'health.ready': { paramsTuple?: []; params?: {} }
    'event_stream': { paramsTuple?: []; params?: {} }
    'subscribe': { paramsTuple?: []; params?: {} }
    'unsubscribe': { paramsTuple?: []; params?: {} }
    'home': { paramsTuple?: []; params?: {} }
    'session.csrf': { paramsTuple?: []; params?: {} }
    'newsletter.store': { paramsTuple?: []; params?: {} }
    'podcast': { paramsTuple?: []; params?: {} }
    'sitemap': { paramsTuple?: []; params?: {} }
    'robots': { paramsTuple?: []; params?: {} }
    'uploads.show': { paramsTuple: [...ParamValue[]]; params: {'*': ParamValue[]} }
    'auth.show': { paramsTuple?: []; params?: {} }
    'auth.login': { paramsTuple?: []; params?: {} }
    'auth.signup': { paramsTuple?: []; params?: {} }
    'auth.verification.notice': { paramsTuple?: []; params?: {} }
    'auth.verification.resend': { paramsTuple?: []; params?: {} }
    'auth.password.request': { paramsTuple?: []; params?: {} }
    'auth.password.email': { paramsTuple?: []; params?: {} }
    'auth.verification.verify': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'auth.password.edit': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'auth.password.update': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'auth.logout': { paramsTuple?: []; params?: {} }
    'auth.logout.everywhere': { paramsTuple?: []; params?: {} }
    'privacy.show': { paramsTuple?: []; params?: {} }
    'privacy.export.store': { paramsTuple?: []; params?: {} }
    'privacy.export.download': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'privacy.deletion.store': { paramsTuple?: []; params?: {} }
    'privacy.deletion.destroy': { paramsTuple?: []; params?: {} }
    'profiles.own': { paramsTuple?: []; params?: {} }
    'profiles.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'profiles.update': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'profiles.avatar.update': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'profiles.avatar.destroy': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'courses.index': { paramsTuple?: []; params?: {} }
    'courses.show': { paramsTuple: [ParamValue]; params: {'slug': ParamValue} }
    'courses.favorite.store': { paramsTuple: [ParamValue]; params: {'slug': ParamValue} }
    'courses.favorite.destroy': { paramsTuple: [ParamValue]; params: {'slug': ParamValue} }
    'courses.reviews.store': { paramsTuple: [ParamValue]; params: {'slug': ParamValue} }
    'courses.reviews.update': { paramsTuple: [ParamValue,ParamValue]; params: {'slug': ParamValue,'id': ParamValue} }
    'dashboard': { paramsTuple?: []; params?: {} }
    'lessons.complete': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'lessons.undo': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'lessons.position': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'lessons.study': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'lessons.notes.update': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'lessons.video': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'lessons.captions': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'materials.file': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'lessons.offline': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'modules.offline': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'study_goal.update': { paramsTuple?: []; params?: {} }
    'review.show': { paramsTuple?: []; params?: {} }
    'review.answer': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'quiz_attempts.store': { paramsTuple: [ParamValue]; params: {'quizSetId': ParamValue} }
    'quiz_attempts.answer': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'quiz_attempts.finish': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'lessons.show': { paramsTuple: [ParamValue,ParamValue]; params: {'slug': ParamValue,'position': ParamValue} }
    'analytics': { paramsTuple?: []; params?: {} }
    'community.index': { paramsTuple?: []; params?: {} }
    'community.trending': { paramsTuple?: []; params?: {} }
    'community.discussions.show': { paramsTuple: [ParamValue,ParamValue]; params: {'id': ParamValue,'slug': ParamValue} }
    'community.discussions.short': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'community.members': { paramsTuple?: []; params?: {} }
    'community.discussions.store': { paramsTuple?: []; params?: {} }
    'community.discussions.update': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'community.discussions.destroy': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'community.replies.store': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'community.replies.update': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'community.replies.destroy': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'community.discussions.like': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'community.discussions.unlike': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'community.replies.like': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'community.replies.unlike': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'community.discussions.bookmark': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'community.discussions.unbookmark': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'community.discussions.accept': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'community.discussions.unaccept': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'community.discussions.report': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'community.discussions.moderate': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'community.replies.moderate': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'subscription.checkout': { paramsTuple?: []; params?: {} }
    'subscription.annual_pix': { paramsTuple?: []; params?: {} }
    'subscription.portal': { paramsTuple?: []; params?: {} }
    'admin.dashboard': { paramsTuple?: []; params?: {} }
    'admin.courses.index': { paramsTuple?: []; params?: {} }
    'admin.courses.create': { paramsTuple?: []; params?: {} }
    'admin.courses.store': { paramsTuple?: []; params?: {} }
    'admin.courses.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'admin.courses.edit': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'admin.courses.update': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'admin.courses.restore': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'admin.courses.destroy': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'admin.modules.store': { paramsTuple: [ParamValue]; params: {'courseId': ParamValue} }
    'admin.lessons.store': { paramsTuple: [ParamValue]; params: {'courseId': ParamValue} }
    'admin.courses.publication': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'admin.modules.update': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'admin.modules.move': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'admin.modules.destroy': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'admin.lessons.update': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'admin.lessons.move': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'admin.lessons.captions.store': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'admin.lessons.captions.destroy': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'admin.quizzes.edit': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'admin.quizzes.update': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'admin.lessons.publication': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'admin.lessons.destroy': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'admin.materials.index': { paramsTuple?: []; params?: {} }
    'admin.materials.store': { paramsTuple?: []; params?: {} }
    'admin.materials.update': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'admin.materials.destroy': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'admin.media.index': { paramsTuple?: []; params?: {} }
    'admin.media.destroy': { paramsTuple?: []; params?: {} }
    'admin.media.file': { paramsTuple?: []; params?: {} }
    'admin.uploads.store': { paramsTuple: [ParamValue]; params: {'target': ParamValue} }
    'admin.users.index': { paramsTuple?: []; params?: {} }
    'admin.users.deletions': { paramsTuple?: []; params?: {} }
    'admin.users.role': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'admin.users.access': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'admin.certificates.index': { paramsTuple?: []; params?: {} }
    'admin.certificates.revoke': { paramsTuple: [ParamValue]; params: {'certificateId': ParamValue} }
    'admin.moderation.index': { paramsTuple?: []; params?: {} }
    'admin.moderation.update': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'admin.analytics': { paramsTuple?: []; params?: {} }
    'admin.analytics.export': { paramsTuple: [ParamValue]; params: {'tabela': ParamValue} }
    'admin.mentor': { paramsTuple?: []; params?: {} }
    'admin.settings': { paramsTuple?: []; params?: {} }
    'admin.settings.annual_pix': { paramsTuple?: []; params?: {} }
    'admin.fallback': { paramsTuple: [...ParamValue[]]; params: {'*': ParamValue[]} }
    'messages.index': { paramsTuple?: []; params?: {} }
    'messages.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'messages.start': { paramsTuple: [ParamValue]; params: {'userId': ParamValue} }
    'messages.read': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'messages.store': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'messages.older': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'messages.block': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'messages.unblock': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'notifications.index': { paramsTuple?: []; params?: {} }
    'notifications.recent': { paramsTuple?: []; params?: {} }
    'notifications.read_all': { paramsTuple?: []; params?: {} }
    'notifications.read': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'notifications.preferences.update': { paramsTuple?: []; params?: {} }
    'notifications.push.store': { paramsTuple?: []; params?: {} }
    'notifications.push.destroy': { paramsTuple?: []; params?: {} }
    'mentor.ask': { paramsTuple: [ParamValue]; params: {'slug': ParamValue} }
    'mentor.reset': { paramsTuple: [ParamValue]; params: {'slug': ParamValue} }
    'mentor.feedback': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
  }
  POST: {
    'webhooks.stripe': { paramsTuple?: []; params?: {} }
    'subscribe': { paramsTuple?: []; params?: {} }
    'unsubscribe': { paramsTuple?: []; params?: {} }
    'newsletter.store': { paramsTuple?: []; params?: {} }
    'auth.login': { paramsTuple?: []; params?: {} }
    'auth.signup': { paramsTuple?: []; params?: {} }
    'auth.verification.resend': { paramsTuple?: []; params?: {} }
    'auth.password.email': { paramsTuple?: []; params?: {} }
    'auth.password.update': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'auth.logout': { paramsTuple?: []; params?: {} }
    'auth.logout.everywhere': { paramsTuple?: []; params?: {} }
    'privacy.export.store': { paramsTuple?: []; params?: {} }
    'privacy.deletion.store': { paramsTuple?: []; params?: {} }
    'profiles.avatar.update': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'courses.favorite.store': { paramsTuple: [ParamValue]; params: {'slug': ParamValue} }
    'courses.reviews.store': { paramsTuple: [ParamValue]; params: {'slug': ParamValue} }
    'lessons.complete': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'lessons.position': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'lessons.study': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'review.answer': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'quiz_attempts.store': { paramsTuple: [ParamValue]; params: {'quizSetId': ParamValue} }
    'quiz_attempts.answer': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'quiz_attempts.finish': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'community.discussions.store': { paramsTuple?: []; params?: {} }
    'community.replies.store': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'community.discussions.like': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'community.replies.like': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'community.discussions.bookmark': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'community.discussions.accept': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'community.discussions.report': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'community.discussions.moderate': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'community.replies.moderate': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'subscription.checkout': { paramsTuple?: []; params?: {} }
    'subscription.annual_pix': { paramsTuple?: []; params?: {} }
    'subscription.portal': { paramsTuple?: []; params?: {} }
    'admin.courses.store': { paramsTuple?: []; params?: {} }
    'admin.modules.store': { paramsTuple: [ParamValue]; params: {'courseId': ParamValue} }
    'admin.lessons.store': { paramsTuple: [ParamValue]; params: {'courseId': ParamValue} }
    'admin.lessons.captions.store': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'admin.materials.store': { paramsTuple?: []; params?: {} }
    'admin.uploads.store': { paramsTuple: [ParamValue]; params: {'target': ParamValue} }
    'admin.certificates.revoke': { paramsTuple: [ParamValue]; params: {'certificateId': ParamValue} }
    'messages.start': { paramsTuple: [ParamValue]; params: {'userId': ParamValue} }
    'messages.read': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'messages.store': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'messages.block': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'notifications.read_all': { paramsTuple?: []; params?: {} }
    'notifications.read': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'notifications.push.store': { paramsTuple?: []; params?: {} }
    'mentor.ask': { paramsTuple: [ParamValue]; params: {'slug': ParamValue} }
    'mentor.feedback': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
  }
  GET: {
    'certificates.show': { paramsTuple: [ParamValue]; params: {'certificateId': ParamValue} }
    'certificates.verify': { paramsTuple: [ParamValue]; params: {'certificateId': ParamValue} }
    'certificates.pdf': { paramsTuple: [ParamValue]; params: {'certificateId': ParamValue} }
    'certificates.credential': { paramsTuple: [ParamValue]; params: {'certificateId': ParamValue} }
    'certificates.status': { paramsTuple: [ParamValue]; params: {'list': ParamValue} }
    'credentials.issuer': { paramsTuple?: []; params?: {} }
    'credentials.key': { paramsTuple?: []; params?: {} }
    'certificates.index': { paramsTuple?: []; params?: {} }
    'health.live': { paramsTuple?: []; params?: {} }
    'health.ready': { paramsTuple?: []; params?: {} }
    'event_stream': { paramsTuple?: []; params?: {} }
    'home': { paramsTuple?: []; params?: {} }
    'session.csrf': { paramsTuple?: []; params?: {} }
    'podcast': { paramsTuple?: []; params?: {} }
    'sitemap': { paramsTuple?: []; params?: {} }
    'robots': { paramsTuple?: []; params?: {} }
    'uploads.show': { paramsTuple: [...ParamValue[]]; params: {'*': ParamValue[]} }
    'auth.show': { paramsTuple?: []; params?: {} }
    'auth.verification.notice': { paramsTuple?: []; params?: {} }
    'auth.password.request': { paramsTuple?: []; params?: {} }
    'auth.verification.verify': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'auth.password.edit': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'privacy.show': { paramsTuple?: []; params?: {} }
    'privacy.export.download': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'profiles.own': { paramsTuple?: []; params?: {} }
    'profiles.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'courses.index': { paramsTuple?: []; params?: {} }
    'courses.show': { paramsTuple: [ParamValue]; params: {'slug': ParamValue} }
    'dashboard': { paramsTuple?: []; params?: {} }
    'lessons.video': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'lessons.captions': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'materials.file': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'lessons.offline': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'modules.offline': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'review.show': { paramsTuple?: []; params?: {} }
    'lessons.show': { paramsTuple: [ParamValue,ParamValue]; params: {'slug': ParamValue,'position': ParamValue} }
    'analytics': { paramsTuple?: []; params?: {} }
    'community.index': { paramsTuple?: []; params?: {} }
    'community.trending': { paramsTuple?: []; params?: {} }
    'community.discussions.show': { paramsTuple: [ParamValue,ParamValue]; params: {'id': ParamValue,'slug': ParamValue} }
    'community.discussions.short': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'community.members': { paramsTuple?: []; params?: {} }
    'admin.dashboard': { paramsTuple?: []; params?: {} }
    'admin.courses.index': { paramsTuple?: []; params?: {} }
    'admin.courses.create': { paramsTuple?: []; params?: {} }
    'admin.courses.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'admin.courses.edit': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'admin.quizzes.edit': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'admin.materials.index': { paramsTuple?: []; params?: {} }
    'admin.media.index': { paramsTuple?: []; params?: {} }
    'admin.media.file': { paramsTuple?: []; params?: {} }
    'admin.users.index': { paramsTuple?: []; params?: {} }
    'admin.users.deletions': { paramsTuple?: []; params?: {} }
    'admin.certificates.index': { paramsTuple?: []; params?: {} }
    'admin.moderation.index': { paramsTuple?: []; params?: {} }
    'admin.analytics': { paramsTuple?: []; params?: {} }
    'admin.analytics.export': { paramsTuple: [ParamValue]; params: {'tabela': ParamValue} }
    'admin.mentor': { paramsTuple?: []; params?: {} }
    'admin.settings': { paramsTuple?: []; params?: {} }
    'admin.fallback': { paramsTuple: [...ParamValue[]]; params: {'*': ParamValue[]} }
    'messages.index': { paramsTuple?: []; params?: {} }
    'messages.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'messages.older': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'notifications.index': { paramsTuple?: []; params?: {} }
    'notifications.recent': { paramsTuple?: []; params?: {} }
  }
  HEAD: {
    'certificates.show': { paramsTuple: [ParamValue]; params: {'certificateId': ParamValue} }
    'certificates.verify': { paramsTuple: [ParamValue]; params: {'certificateId': ParamValue} }
    'certificates.pdf': { paramsTuple: [ParamValue]; params: {'certificateId': ParamValue} }
    'certificates.credential': { paramsTuple: [ParamValue]; params: {'certificateId': ParamValue} }
    'certificates.status': { paramsTuple: [ParamValue]; params: {'list': ParamValue} }
    'credentials.issuer': { paramsTuple?: []; params?: {} }
    'credentials.key': { paramsTuple?: []; params?: {} }
    'certificates.index': { paramsTuple?: []; params?: {} }
    'health.live': { paramsTuple?: []; params?: {} }
    'health.ready': { paramsTuple?: []; params?: {} }
    'event_stream': { paramsTuple?: []; params?: {} }
    'home': { paramsTuple?: []; params?: {} }
    'session.csrf': { paramsTuple?: []; params?: {} }
    'podcast': { paramsTuple?: []; params?: {} }
    'sitemap': { paramsTuple?: []; params?: {} }
    'robots': { paramsTuple?: []; params?: {} }
    'uploads.show': { paramsTuple: [...ParamValue[]]; params: {'*': ParamValue[]} }
    'auth.show': { paramsTuple?: []; params?: {} }
    'auth.verification.notice': { paramsTuple?: []; params?: {} }
    'auth.password.request': { paramsTuple?: []; params?: {} }
    'auth.verification.verify': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'auth.password.edit': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'privacy.show': { paramsTuple?: []; params?: {} }
    'privacy.export.download': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'profiles.own': { paramsTuple?: []; params?: {} }
    'profiles.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'courses.index': { paramsTuple?: []; params?: {} }
    'courses.show': { paramsTuple: [ParamValue]; params: {'slug': ParamValue} }
    'dashboard': { paramsTuple?: []; params?: {} }
    'lessons.video': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'lessons.captions': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'materials.file': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'lessons.offline': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'modules.offline': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'review.show': { paramsTuple?: []; params?: {} }
    'lessons.show': { paramsTuple: [ParamValue,ParamValue]; params: {'slug': ParamValue,'position': ParamValue} }
    'analytics': { paramsTuple?: []; params?: {} }
    'community.index': { paramsTuple?: []; params?: {} }
    'community.trending': { paramsTuple?: []; params?: {} }
    'community.discussions.show': { paramsTuple: [ParamValue,ParamValue]; params: {'id': ParamValue,'slug': ParamValue} }
    'community.discussions.short': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'community.members': { paramsTuple?: []; params?: {} }
    'admin.dashboard': { paramsTuple?: []; params?: {} }
    'admin.courses.index': { paramsTuple?: []; params?: {} }
    'admin.courses.create': { paramsTuple?: []; params?: {} }
    'admin.courses.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'admin.courses.edit': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'admin.quizzes.edit': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'admin.materials.index': { paramsTuple?: []; params?: {} }
    'admin.media.index': { paramsTuple?: []; params?: {} }
    'admin.media.file': { paramsTuple?: []; params?: {} }
    'admin.users.index': { paramsTuple?: []; params?: {} }
    'admin.users.deletions': { paramsTuple?: []; params?: {} }
    'admin.certificates.index': { paramsTuple?: []; params?: {} }
    'admin.moderation.index': { paramsTuple?: []; params?: {} }
    'admin.analytics': { paramsTuple?: []; params?: {} }
    'admin.analytics.export': { paramsTuple: [ParamValue]; params: {'tabela': ParamValue} }
    'admin.mentor': { paramsTuple?: []; params?: {} }
    'admin.settings': { paramsTuple?: []; params?: {} }
    'admin.fallback': { paramsTuple: [...ParamValue[]]; params: {'*': ParamValue[]} }
    'messages.index': { paramsTuple?: []; params?: {} }
    'messages.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'messages.older': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'notifications.index': { paramsTuple?: []; params?: {} }
    'notifications.recent': { paramsTuple?: []; params?: {} }
  }
  DELETE: {
    'privacy.deletion.destroy': { paramsTuple?: []; params?: {} }
    'profiles.avatar.destroy': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'courses.favorite.destroy': { paramsTuple: [ParamValue]; params: {'slug': ParamValue} }
    'lessons.undo': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'community.discussions.destroy': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'community.replies.destroy': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'community.discussions.unlike': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'community.replies.unlike': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'community.discussions.unbookmark': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'community.discussions.unaccept': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'admin.courses.destroy': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'admin.modules.destroy': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'admin.lessons.captions.destroy': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'admin.lessons.destroy': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'admin.materials.destroy': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'admin.media.destroy': { paramsTuple?: []; params?: {} }
    'messages.unblock': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'notifications.push.destroy': { paramsTuple?: []; params?: {} }
    'mentor.reset': { paramsTuple: [ParamValue]; params: {'slug': ParamValue} }
  }
  PUT: {
    'profiles.update': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'courses.reviews.update': { paramsTuple: [ParamValue,ParamValue]; params: {'slug': ParamValue,'id': ParamValue} }
    'lessons.notes.update': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'study_goal.update': { paramsTuple?: []; params?: {} }
    'community.discussions.update': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'community.replies.update': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'admin.courses.update': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'admin.modules.update': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'admin.lessons.update': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'admin.quizzes.update': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'admin.materials.update': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'admin.settings.annual_pix': { paramsTuple?: []; params?: {} }
    'notifications.preferences.update': { paramsTuple?: []; params?: {} }
  }
  PATCH: {
    'admin.courses.restore': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'admin.courses.publication': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'admin.modules.move': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'admin.lessons.move': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'admin.lessons.publication': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'admin.users.role': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'admin.users.access': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'admin.moderation.update': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
  }
}
declare module '@adonisjs/core/types/http' {
  export interface RoutesList extends ScannedRoutes {}
}