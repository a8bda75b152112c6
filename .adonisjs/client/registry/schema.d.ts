/* eslint-disable prettier/prettier */
/// <reference path="../manifest.d.ts" />

import type { ExtractBody, ExtractErrorResponse, ExtractQuery, ExtractQueryForGet, ExtractResponse } from '@tuyau/core/types'
import type { InferInput, SimpleError } from '@vinejs/vine/types'

export type ParamValue = string | number | bigint | boolean

export interface Registry {
  'webhooks.stripe': {
    methods: ["POST"]
    pattern: '/webhooks/stripe'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/stripe_webhooks_controller').default['handle']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/stripe_webhooks_controller').default['handle']>>>
    }
  }
  'certificates.show': {
    methods: ["GET","HEAD"]
    pattern: '/certificado/:certificateId'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { certificateId: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/certificates_controller').default['show']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/certificates_controller').default['show']>>>
    }
  }
  'certificates.verify': {
    methods: ["GET","HEAD"]
    pattern: '/certificado/:certificateId/verificacao'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { certificateId: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/certificates_controller').default['verify']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/certificates_controller').default['verify']>>>
    }
  }
  'certificates.pdf': {
    methods: ["GET","HEAD"]
    pattern: '/certificado/:certificateId/pdf'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { certificateId: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/certificates_controller').default['pdf']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/certificates_controller').default['pdf']>>>
    }
  }
  'certificates.credential': {
    methods: ["GET","HEAD"]
    pattern: '/certificado/:certificateId/credencial.json'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { certificateId: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/certificates_controller').default['credential']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/certificates_controller').default['credential']>>>
    }
  }
  'certificates.status': {
    methods: ["GET","HEAD"]
    pattern: '/certificado/status/:list'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { list: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/certificates_controller').default['statusList']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/certificates_controller').default['statusList']>>>
    }
  }
  'credentials.issuer': {
    methods: ["GET","HEAD"]
    pattern: '/credenciais/emissor.json'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/certificates_controller').default['issuer']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/certificates_controller').default['issuer']>>>
    }
  }
  'credentials.key': {
    methods: ["GET","HEAD"]
    pattern: '/credenciais/chave-publica.json'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/certificates_controller').default['publicKey']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/certificates_controller').default['publicKey']>>>
    }
  }
  'certificates.index': {
    methods: ["GET","HEAD"]
    pattern: '/certificados'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/certificates_controller').default['index']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/certificates_controller').default['index']>>>
    }
  }
  'health.live': {
    methods: ["GET","HEAD"]
    pattern: '/health/live'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/health_controller').default['live']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/health_controller').default['live']>>>
    }
  }
  'health.ready': {
    methods: ["GET","HEAD"]
    pattern: '/health/ready'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/health_controller').default['ready']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/health_controller').default['ready']>>>
    }
  }
  'event_stream': {
    methods: ["GET","HEAD"]
    pattern: '/__transmit/events'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: unknown
      errorResponse: unknown
    }
  }
  'subscribe': {
    methods: ["POST"]
    pattern: '/__transmit/subscribe'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: unknown
      errorResponse: unknown
    }
  }
  'unsubscribe': {
    methods: ["POST"]
    pattern: '/__transmit/unsubscribe'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: unknown
      errorResponse: unknown
    }
  }
  'home': {
    methods: ["GET","HEAD"]
    pattern: '/'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/home_controller').default['show']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/home_controller').default['show']>>>
    }
  }
  'session.csrf': {
    methods: ["GET","HEAD"]
    pattern: '/sessao/csrf'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/session_controller').default['csrf']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/session_controller').default['csrf']>>>
    }
  }
  'newsletter.store': {
    methods: ["POST"]
    pattern: '/newsletter'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/newsletter').newsletterValidator)>>
      paramsTuple: []
      params: {}
      query: ExtractQuery<InferInput<(typeof import('#validators/newsletter').newsletterValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/newsletter_controller').default['store']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/newsletter_controller').default['store']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'podcast': {
    methods: ["GET","HEAD"]
    pattern: '/podcast'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/podcast_controller').default['index']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/podcast_controller').default['index']>>>
    }
  }
  'sitemap': {
    methods: ["GET","HEAD"]
    pattern: '/sitemap.xml'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/seo_controller').default['sitemapXml']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/seo_controller').default['sitemapXml']>>>
    }
  }
  'robots': {
    methods: ["GET","HEAD"]
    pattern: '/robots.txt'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/seo_controller').default['robotsTxt']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/seo_controller').default['robotsTxt']>>>
    }
  }
  'uploads.show': {
    methods: ["GET","HEAD"]
    pattern: '/uploads/*'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { '*': ParamValue[] }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/public_uploads_controller').default['show']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/public_uploads_controller').default['show']>>>
    }
  }
  'auth.show': {
    methods: ["GET","HEAD"]
    pattern: '/auth'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/session_controller').default['create']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/session_controller').default['create']>>>
    }
  }
  'auth.login': {
    methods: ["POST"]
    pattern: '/auth/entrar'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/auth').loginValidator)>>
      paramsTuple: []
      params: {}
      query: ExtractQuery<InferInput<(typeof import('#validators/auth').loginValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/session_controller').default['store']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/session_controller').default['store']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'auth.signup': {
    methods: ["POST"]
    pattern: '/auth/cadastro'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/auth').signupValidator)>>
      paramsTuple: []
      params: {}
      query: ExtractQuery<InferInput<(typeof import('#validators/auth').signupValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/signup_controller').default['store']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/signup_controller').default['store']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'auth.verification.notice': {
    methods: ["GET","HEAD"]
    pattern: '/auth/confirmar-email'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/email_verification_controller').default['notice']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/email_verification_controller').default['notice']>>>
    }
  }
  'auth.verification.resend': {
    methods: ["POST"]
    pattern: '/auth/confirmar-email'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/auth').emailOnlyValidator)>>
      paramsTuple: []
      params: {}
      query: ExtractQuery<InferInput<(typeof import('#validators/auth').emailOnlyValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/email_verification_controller').default['resend']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/email_verification_controller').default['resend']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'auth.password.request': {
    methods: ["GET","HEAD"]
    pattern: '/auth/esqueci-senha'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/password_reset_controller').default['create']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/password_reset_controller').default['create']>>>
    }
  }
  'auth.password.email': {
    methods: ["POST"]
    pattern: '/auth/esqueci-senha'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/auth').emailOnlyValidator)>>
      paramsTuple: []
      params: {}
      query: ExtractQuery<InferInput<(typeof import('#validators/auth').emailOnlyValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/password_reset_controller').default['store']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/password_reset_controller').default['store']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'auth.verification.verify': {
    methods: ["GET","HEAD"]
    pattern: '/auth/confirmar-email/:id'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/email_verification_controller').default['verify']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/email_verification_controller').default['verify']>>>
    }
  }
  'auth.password.edit': {
    methods: ["GET","HEAD"]
    pattern: '/auth/redefinir-senha/:id'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/password_reset_controller').default['edit']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/password_reset_controller').default['edit']>>>
    }
  }
  'auth.password.update': {
    methods: ["POST"]
    pattern: '/auth/redefinir-senha/:id'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/auth').resetPasswordValidator)>>
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: ExtractQuery<InferInput<(typeof import('#validators/auth').resetPasswordValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/password_reset_controller').default['update']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/password_reset_controller').default['update']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'auth.logout': {
    methods: ["POST"]
    pattern: '/logout'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/session_controller').default['destroy']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/session_controller').default['destroy']>>>
    }
  }
  'auth.logout.everywhere': {
    methods: ["POST"]
    pattern: '/logout/todas-as-sessoes'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/session_controller').default['destroyEverywhere']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/session_controller').default['destroyEverywhere']>>>
    }
  }
  'privacy.show': {
    methods: ["GET","HEAD"]
    pattern: '/perfil/privacidade'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/privacy_controller').default['show']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/privacy_controller').default['show']>>>
    }
  }
  'privacy.export.store': {
    methods: ["POST"]
    pattern: '/perfil/privacidade/exportacao'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/privacy_controller').default['storeExport']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/privacy_controller').default['storeExport']>>>
    }
  }
  'privacy.export.download': {
    methods: ["GET","HEAD"]
    pattern: '/perfil/privacidade/exportacao/:id'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/privacy_controller').default['downloadExport']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/privacy_controller').default['downloadExport']>>>
    }
  }
  'privacy.deletion.store': {
    methods: ["POST"]
    pattern: '/perfil/privacidade/exclusao'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/privacy').deleteAccountValidator)>>
      paramsTuple: []
      params: {}
      query: ExtractQuery<InferInput<(typeof import('#validators/privacy').deleteAccountValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/privacy_controller').default['requestDeletion']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/privacy_controller').default['requestDeletion']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'privacy.deletion.destroy': {
    methods: ["DELETE"]
    pattern: '/perfil/privacidade/exclusao'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/privacy_controller').default['cancelDeletion']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/privacy_controller').default['cancelDeletion']>>>
    }
  }
  'profiles.own': {
    methods: ["GET","HEAD"]
    pattern: '/perfil'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/profiles_controller').default['own']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/profiles_controller').default['own']>>>
    }
  }
  'profiles.show': {
    methods: ["GET","HEAD"]
    pattern: '/perfil/:id'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/profiles_controller').default['show']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/profiles_controller').default['show']>>>
    }
  }
  'profiles.update': {
    methods: ["PUT"]
    pattern: '/perfil/:id'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/profile').profileValidator)>>
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: ExtractQuery<InferInput<(typeof import('#validators/profile').profileValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/profiles_controller').default['update']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/profiles_controller').default['update']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'profiles.avatar.update': {
    methods: ["POST"]
    pattern: '/perfil/:id/foto'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/profile').avatarValidator)>>
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: ExtractQuery<InferInput<(typeof import('#validators/profile').avatarValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/profile_avatar_controller').default['update']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/profile_avatar_controller').default['update']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'profiles.avatar.destroy': {
    methods: ["DELETE"]
    pattern: '/perfil/:id/foto'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/profile_avatar_controller').default['destroy']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/profile_avatar_controller').default['destroy']>>>
    }
  }
  'courses.index': {
    methods: ["GET","HEAD"]
    pattern: '/cursos'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/courses_controller').default['index']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/courses_controller').default['index']>>>
    }
  }
  'courses.show': {
    methods: ["GET","HEAD"]
    pattern: '/cursos/:slug'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { slug: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/courses_controller').default['show']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/courses_controller').default['show']>>>
    }
  }
  'courses.favorite.store': {
    methods: ["POST"]
    pattern: '/cursos/:slug/favorito'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { slug: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/course_favorites_controller').default['store']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/course_favorites_controller').default['store']>>>
    }
  }
  'courses.favorite.destroy': {
    methods: ["DELETE"]
    pattern: '/cursos/:slug/favorito'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { slug: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/course_favorites_controller').default['destroy']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/course_favorites_controller').default['destroy']>>>
    }
  }
  'courses.reviews.store': {
    methods: ["POST"]
    pattern: '/cursos/:slug/avaliacoes'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/course_review').courseReviewValidator)>>
      paramsTuple: [ParamValue]
      params: { slug: ParamValue }
      query: ExtractQuery<InferInput<(typeof import('#validators/course_review').courseReviewValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/course_reviews_controller').default['store']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/course_reviews_controller').default['store']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'courses.reviews.update': {
    methods: ["PUT"]
    pattern: '/cursos/:slug/avaliacoes/:id'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/course_review').courseReviewValidator)>>
      paramsTuple: [ParamValue, ParamValue]
      params: { slug: ParamValue; id: ParamValue }
      query: ExtractQuery<InferInput<(typeof import('#validators/course_review').courseReviewValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/course_reviews_controller').default['update']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/course_reviews_controller').default['update']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'dashboard': {
    methods: ["GET","HEAD"]
    pattern: '/dashboard'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/dashboard_controller').default['show']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/dashboard_controller').default['show']>>>
    }
  }
  'lessons.complete': {
    methods: ["POST"]
    pattern: '/aulas/:id/conclusao'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/lesson_progress_controller').default['complete']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/lesson_progress_controller').default['complete']>>>
    }
  }
  'lessons.undo': {
    methods: ["DELETE"]
    pattern: '/aulas/:id/conclusao'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/lesson_progress_controller').default['undo']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/lesson_progress_controller').default['undo']>>>
    }
  }
  'lessons.position': {
    methods: ["POST"]
    pattern: '/aulas/:id/posicao'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/learning').lessonPositionValidator)>>
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: ExtractQuery<InferInput<(typeof import('#validators/learning').lessonPositionValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/lesson_progress_controller').default['position']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/lesson_progress_controller').default['position']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'lessons.study': {
    methods: ["POST"]
    pattern: '/aulas/:id/estudo'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/learning').studyTimeValidator)>>
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: ExtractQuery<InferInput<(typeof import('#validators/learning').studyTimeValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/lesson_progress_controller').default['study']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/lesson_progress_controller').default['study']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'lessons.notes.update': {
    methods: ["PUT"]
    pattern: '/aulas/:id/anotacoes'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/learning').lessonNoteValidator)>>
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: ExtractQuery<InferInput<(typeof import('#validators/learning').lessonNoteValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/lesson_notes_controller').default['update']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/lesson_notes_controller').default['update']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'lessons.video': {
    methods: ["GET","HEAD"]
    pattern: '/aulas/:id/video'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/course_files_controller').default['lessonMedia']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/course_files_controller').default['lessonMedia']>>>
    }
  }
  'lessons.captions': {
    methods: ["GET","HEAD"]
    pattern: '/aulas/:id/legendas'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/course_files_controller').default['lessonCaptions']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/course_files_controller').default['lessonCaptions']>>>
    }
  }
  'materials.file': {
    methods: ["GET","HEAD"]
    pattern: '/materiais/:id/arquivo'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/course_files_controller').default['material']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/course_files_controller').default['material']>>>
    }
  }
  'lessons.offline': {
    methods: ["GET","HEAD"]
    pattern: '/aulas/:id/offline'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/offline_lessons_controller').default['lesson']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/offline_lessons_controller').default['lesson']>>>
    }
  }
  'modules.offline': {
    methods: ["GET","HEAD"]
    pattern: '/modulos/:id/offline'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/offline_lessons_controller').default['module']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/offline_lessons_controller').default['module']>>>
    }
  }
  'study_goal.update': {
    methods: ["PUT"]
    pattern: '/meta-de-estudo'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/learning').studyGoalValidator)>>
      paramsTuple: []
      params: {}
      query: ExtractQuery<InferInput<(typeof import('#validators/learning').studyGoalValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/study_goals_controller').default['update']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/study_goals_controller').default['update']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'review.show': {
    methods: ["GET","HEAD"]
    pattern: '/revisao'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/reviews_controller').default['show']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/reviews_controller').default['show']>>>
    }
  }
  'review.answer': {
    methods: ["POST"]
    pattern: '/revisao/:id/resposta'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/learning').reviewAnswerValidator)>>
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: ExtractQuery<InferInput<(typeof import('#validators/learning').reviewAnswerValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/reviews_controller').default['answer']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/reviews_controller').default['answer']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'quiz_attempts.store': {
    methods: ["POST"]
    pattern: '/quizzes/:quizSetId/tentativas'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/learning').quizAttemptValidator)>>
      paramsTuple: [ParamValue]
      params: { quizSetId: ParamValue }
      query: ExtractQuery<InferInput<(typeof import('#validators/learning').quizAttemptValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/quiz_attempts_controller').default['store']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/quiz_attempts_controller').default['store']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'quiz_attempts.answer': {
    methods: ["POST"]
    pattern: '/quizzes/tentativas/:id/respostas'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/learning').quizAnswerValidator)>>
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: ExtractQuery<InferInput<(typeof import('#validators/learning').quizAnswerValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/quiz_attempts_controller').default['answer']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/quiz_attempts_controller').default['answer']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'quiz_attempts.finish': {
    methods: ["POST"]
    pattern: '/quizzes/tentativas/:id/finalizar'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/quiz_attempts_controller').default['finish']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/quiz_attempts_controller').default['finish']>>>
    }
  }
  'lessons.show': {
    methods: ["GET","HEAD"]
    pattern: '/cursos/:slug/aula/:position'
    types: {
      body: {}
      paramsTuple: [ParamValue, ParamValue]
      params: { slug: ParamValue; position: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/lessons_controller').default['show']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/lessons_controller').default['show']>>>
    }
  }
  'analytics': {
    methods: ["GET","HEAD"]
    pattern: '/analytics'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/analytics_controller').default['show']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/analytics_controller').default['show']>>>
    }
  }
  'community.index': {
    methods: ["GET","HEAD"]
    pattern: '/comunidade'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/community_controller').default['index']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/community_controller').default['index']>>>
    }
  }
  'community.trending': {
    methods: ["GET","HEAD"]
    pattern: '/comunidade/em-alta'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/community_controller').default['trending']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/community_controller').default['trending']>>>
    }
  }
  'community.discussions.show': {
    methods: ["GET","HEAD"]
    pattern: '/comunidade/discussoes/:id/:slug'
    types: {
      body: {}
      paramsTuple: [ParamValue, ParamValue]
      params: { id: ParamValue; slug: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/forum/discussions_controller').default['show']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/forum/discussions_controller').default['show']>>>
    }
  }
  'community.discussions.short': {
    methods: ["GET","HEAD"]
    pattern: '/comunidade/discussoes/:id'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/forum/discussions_controller').default['show']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/forum/discussions_controller').default['show']>>>
    }
  }
  'community.members': {
    methods: ["GET","HEAD"]
    pattern: '/comunidade/membros'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: ExtractQueryForGet<InferInput<(typeof import('#validators/community').memberSearchValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/community_controller').default['members']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/community_controller').default['members']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'community.discussions.store': {
    methods: ["POST"]
    pattern: '/comunidade/discussoes'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/forum').discussionValidator)>>
      paramsTuple: []
      params: {}
      query: ExtractQuery<InferInput<(typeof import('#validators/forum').discussionValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/forum/discussions_controller').default['store']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/forum/discussions_controller').default['store']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'community.discussions.update': {
    methods: ["PUT"]
    pattern: '/comunidade/discussoes/:id'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/forum').discussionValidator)>>
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: ExtractQuery<InferInput<(typeof import('#validators/forum').discussionValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/forum/discussions_controller').default['update']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/forum/discussions_controller').default['update']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'community.discussions.destroy': {
    methods: ["DELETE"]
    pattern: '/comunidade/discussoes/:id'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/forum/discussions_controller').default['destroy']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/forum/discussions_controller').default['destroy']>>>
    }
  }
  'community.replies.store': {
    methods: ["POST"]
    pattern: '/comunidade/discussoes/:id/respostas'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/forum').replyValidator)>>
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: ExtractQuery<InferInput<(typeof import('#validators/forum').replyValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/forum/replies_controller').default['store']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/forum/replies_controller').default['store']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'community.replies.update': {
    methods: ["PUT"]
    pattern: '/comunidade/respostas/:id'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/forum').replyValidator)>>
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: ExtractQuery<InferInput<(typeof import('#validators/forum').replyValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/forum/replies_controller').default['update']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/forum/replies_controller').default['update']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'community.replies.destroy': {
    methods: ["DELETE"]
    pattern: '/comunidade/respostas/:id'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/forum/replies_controller').default['destroy']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/forum/replies_controller').default['destroy']>>>
    }
  }
  'community.discussions.like': {
    methods: ["POST"]
    pattern: '/comunidade/discussoes/:id/curtida'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/forum/reactions_controller').default['like']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/forum/reactions_controller').default['like']>>>
    }
  }
  'community.discussions.unlike': {
    methods: ["DELETE"]
    pattern: '/comunidade/discussoes/:id/curtida'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/forum/reactions_controller').default['unlike']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/forum/reactions_controller').default['unlike']>>>
    }
  }
  'community.replies.like': {
    methods: ["POST"]
    pattern: '/comunidade/respostas/:id/curtida'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/forum/reactions_controller').default['likeReply']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/forum/reactions_controller').default['likeReply']>>>
    }
  }
  'community.replies.unlike': {
    methods: ["DELETE"]
    pattern: '/comunidade/respostas/:id/curtida'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/forum/reactions_controller').default['unlikeReply']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/forum/reactions_controller').default['unlikeReply']>>>
    }
  }
  'community.discussions.bookmark': {
    methods: ["POST"]
    pattern: '/comunidade/discussoes/:id/salva'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/forum/reactions_controller').default['bookmark']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/forum/reactions_controller').default['bookmark']>>>
    }
  }
  'community.discussions.unbookmark': {
    methods: ["DELETE"]
    pattern: '/comunidade/discussoes/:id/salva'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/forum/reactions_controller').default['unbookmark']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/forum/reactions_controller').default['unbookmark']>>>
    }
  }
  'community.discussions.accept': {
    methods: ["POST"]
    pattern: '/comunidade/discussoes/:id/solucao'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/forum').acceptValidator)>>
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: ExtractQuery<InferInput<(typeof import('#validators/forum').acceptValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/forum/reactions_controller').default['accept']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/forum/reactions_controller').default['accept']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'community.discussions.unaccept': {
    methods: ["DELETE"]
    pattern: '/comunidade/discussoes/:id/solucao'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/forum/reactions_controller').default['unaccept']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/forum/reactions_controller').default['unaccept']>>>
    }
  }
  'community.discussions.report': {
    methods: ["POST"]
    pattern: '/comunidade/discussoes/:id/denuncias'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/forum').reportValidator)>>
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: ExtractQuery<InferInput<(typeof import('#validators/forum').reportValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/forum/reactions_controller').default['report']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/forum/reactions_controller').default['report']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'community.discussions.moderate': {
    methods: ["POST"]
    pattern: '/comunidade/discussoes/:id/moderacao'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/forum').discussionModerationValidator)>>
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: ExtractQuery<InferInput<(typeof import('#validators/forum').discussionModerationValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/forum/moderation_controller').default['discussion']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/forum/moderation_controller').default['discussion']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'community.replies.moderate': {
    methods: ["POST"]
    pattern: '/comunidade/respostas/:id/moderacao'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/forum').replyModerationValidator)>>
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: ExtractQuery<InferInput<(typeof import('#validators/forum').replyModerationValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/forum/moderation_controller').default['reply']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/forum/moderation_controller').default['reply']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'subscription.checkout': {
    methods: ["POST"]
    pattern: '/assinatura/checkout'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/subscriptions_controller').default['checkout']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/subscriptions_controller').default['checkout']>>>
    }
  }
  'subscription.annual_pix': {
    methods: ["POST"]
    pattern: '/assinatura/plano-anual-pix'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/subscriptions_controller').default['annualPix']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/subscriptions_controller').default['annualPix']>>>
    }
  }
  'subscription.portal': {
    methods: ["POST"]
    pattern: '/assinatura/portal'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/subscriptions_controller').default['portal']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/subscriptions_controller').default['portal']>>>
    }
  }
  'admin.dashboard': {
    methods: ["GET","HEAD"]
    pattern: '/admin'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/admin/overview_controller').default['show']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/admin/overview_controller').default['show']>>>
    }
  }
  'admin.courses.index': {
    methods: ["GET","HEAD"]
    pattern: '/admin/cursos'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: ExtractQueryForGet<InferInput<(typeof import('#validators/admin/course').courseListValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/admin/courses_controller').default['index']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/admin/courses_controller').default['index']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'admin.courses.create': {
    methods: ["GET","HEAD"]
    pattern: '/admin/cursos/novo'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/admin/courses_controller').default['create']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/admin/courses_controller').default['create']>>>
    }
  }
  'admin.courses.store': {
    methods: ["POST"]
    pattern: '/admin/cursos'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/admin/course').courseValidator)>>
      paramsTuple: []
      params: {}
      query: ExtractQuery<InferInput<(typeof import('#validators/admin/course').courseValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/admin/courses_controller').default['store']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/admin/courses_controller').default['store']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'admin.courses.show': {
    methods: ["GET","HEAD"]
    pattern: '/admin/cursos/:id'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/admin/courses_controller').default['show']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/admin/courses_controller').default['show']>>>
    }
  }
  'admin.courses.edit': {
    methods: ["GET","HEAD"]
    pattern: '/admin/cursos/:id/editar'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/admin/courses_controller').default['edit']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/admin/courses_controller').default['edit']>>>
    }
  }
  'admin.courses.update': {
    methods: ["PUT"]
    pattern: '/admin/cursos/:id'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/admin/course').courseValidator)>>
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: ExtractQuery<InferInput<(typeof import('#validators/admin/course').courseValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/admin/courses_controller').default['update']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/admin/courses_controller').default['update']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'admin.courses.restore': {
    methods: ["PATCH"]
    pattern: '/admin/cursos/:id/restaurar'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/admin/courses_controller').default['restore']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/admin/courses_controller').default['restore']>>>
    }
  }
  'admin.courses.destroy': {
    methods: ["DELETE"]
    pattern: '/admin/cursos/:id'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/admin/courses_controller').default['destroy']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/admin/courses_controller').default['destroy']>>>
    }
  }
  'admin.modules.store': {
    methods: ["POST"]
    pattern: '/admin/cursos/:courseId/modulos'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/admin/module').moduleValidator)>>
      paramsTuple: [ParamValue]
      params: { courseId: ParamValue }
      query: ExtractQuery<InferInput<(typeof import('#validators/admin/module').moduleValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/admin/modules_controller').default['store']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/admin/modules_controller').default['store']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'admin.lessons.store': {
    methods: ["POST"]
    pattern: '/admin/cursos/:courseId/aulas'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/admin/lesson').lessonValidator)>>
      paramsTuple: [ParamValue]
      params: { courseId: ParamValue }
      query: ExtractQuery<InferInput<(typeof import('#validators/admin/lesson').lessonValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/admin/lessons_controller').default['store']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/admin/lessons_controller').default['store']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'admin.courses.publication': {
    methods: ["PATCH"]
    pattern: '/admin/cursos/:id/publicacao'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/admin/courses_controller').default['togglePublication']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/admin/courses_controller').default['togglePublication']>>>
    }
  }
  'admin.modules.update': {
    methods: ["PUT"]
    pattern: '/admin/modulos/:id'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/admin/module').moduleValidator)>>
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: ExtractQuery<InferInput<(typeof import('#validators/admin/module').moduleValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/admin/modules_controller').default['update']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/admin/modules_controller').default['update']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'admin.modules.move': {
    methods: ["PATCH"]
    pattern: '/admin/modulos/:id/posicao'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/admin/rules').moveValidator)>>
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: ExtractQuery<InferInput<(typeof import('#validators/admin/rules').moveValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/admin/modules_controller').default['move']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/admin/modules_controller').default['move']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'admin.modules.destroy': {
    methods: ["DELETE"]
    pattern: '/admin/modulos/:id'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/admin/modules_controller').default['destroy']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/admin/modules_controller').default['destroy']>>>
    }
  }
  'admin.lessons.update': {
    methods: ["PUT"]
    pattern: '/admin/aulas/:id'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/admin/lesson').lessonValidator)>>
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: ExtractQuery<InferInput<(typeof import('#validators/admin/lesson').lessonValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/admin/lessons_controller').default['update']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/admin/lessons_controller').default['update']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'admin.lessons.move': {
    methods: ["PATCH"]
    pattern: '/admin/aulas/:id/posicao'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/admin/rules').moveValidator)>>
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: ExtractQuery<InferInput<(typeof import('#validators/admin/rules').moveValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/admin/lessons_controller').default['move']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/admin/lessons_controller').default['move']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'admin.lessons.captions.store': {
    methods: ["POST"]
    pattern: '/admin/aulas/:id/legendas'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/admin/captions').captionsValidator)>>
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: ExtractQuery<InferInput<(typeof import('#validators/admin/captions').captionsValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/admin/lesson_captions_controller').default['store']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/admin/lesson_captions_controller').default['store']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'admin.lessons.captions.destroy': {
    methods: ["DELETE"]
    pattern: '/admin/aulas/:id/legendas'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/admin/lesson_captions_controller').default['destroy']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/admin/lesson_captions_controller').default['destroy']>>>
    }
  }
  'admin.quizzes.edit': {
    methods: ["GET","HEAD"]
    pattern: '/admin/aulas/:id/quiz'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/admin/quizzes_controller').default['edit']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/admin/quizzes_controller').default['edit']>>>
    }
  }
  'admin.quizzes.update': {
    methods: ["PUT"]
    pattern: '/admin/aulas/:id/quiz'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/admin/quiz').quizValidator)>>
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: ExtractQuery<InferInput<(typeof import('#validators/admin/quiz').quizValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/admin/quizzes_controller').default['update']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/admin/quizzes_controller').default['update']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'admin.lessons.publication': {
    methods: ["PATCH"]
    pattern: '/admin/aulas/:id/publicacao'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/admin/lessons_controller').default['togglePublication']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/admin/lessons_controller').default['togglePublication']>>>
    }
  }
  'admin.lessons.destroy': {
    methods: ["DELETE"]
    pattern: '/admin/aulas/:id'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/admin/lessons_controller').default['destroy']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/admin/lessons_controller').default['destroy']>>>
    }
  }
  'admin.materials.index': {
    methods: ["GET","HEAD"]
    pattern: '/admin/materiais'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: ExtractQueryForGet<InferInput<(typeof import('#validators/admin/material').materialFiltersValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/admin/materials_controller').default['index']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/admin/materials_controller').default['index']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'admin.materials.store': {
    methods: ["POST"]
    pattern: '/admin/materiais'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/admin/material').materialValidator)>>
      paramsTuple: []
      params: {}
      query: ExtractQuery<InferInput<(typeof import('#validators/admin/material').materialValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/admin/materials_controller').default['store']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/admin/materials_controller').default['store']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'admin.materials.update': {
    methods: ["PUT"]
    pattern: '/admin/materiais/:id'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/admin/material').materialValidator)>>
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: ExtractQuery<InferInput<(typeof import('#validators/admin/material').materialValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/admin/materials_controller').default['update']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/admin/materials_controller').default['update']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'admin.materials.destroy': {
    methods: ["DELETE"]
    pattern: '/admin/materiais/:id'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/admin/materials_controller').default['destroy']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/admin/materials_controller').default['destroy']>>>
    }
  }
  'admin.media.index': {
    methods: ["GET","HEAD"]
    pattern: '/admin/biblioteca'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: ExtractQueryForGet<InferInput<(typeof import('#validators/admin/media').mediaFiltersValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/admin/media_controller').default['index']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/admin/media_controller').default['index']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'admin.media.destroy': {
    methods: ["DELETE"]
    pattern: '/admin/biblioteca'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/admin/media').mediaDeleteValidator)>>
      paramsTuple: []
      params: {}
      query: ExtractQuery<InferInput<(typeof import('#validators/admin/media').mediaDeleteValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/admin/media_controller').default['destroy']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/admin/media_controller').default['destroy']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'admin.media.file': {
    methods: ["GET","HEAD"]
    pattern: '/admin/biblioteca/arquivo'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/admin/media_controller').default['file']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/admin/media_controller').default['file']>>>
    }
  }
  'admin.uploads.store': {
    methods: ["POST"]
    pattern: '/admin/uploads/:target'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { target: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/admin/uploads_controller').default['store']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/admin/uploads_controller').default['store']>>>
    }
  }
  'admin.users.index': {
    methods: ["GET","HEAD"]
    pattern: '/admin/usuarios'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: ExtractQueryForGet<InferInput<(typeof import('#validators/admin/user').userFiltersValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/admin/users_controller').default['index']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/admin/users_controller').default['index']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'admin.users.deletions': {
    methods: ["GET","HEAD"]
    pattern: '/admin/usuarios/exclusoes'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/admin/users_controller').default['pendingDeletions']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/admin/users_controller').default['pendingDeletions']>>>
    }
  }
  'admin.users.role': {
    methods: ["PATCH"]
    pattern: '/admin/usuarios/:id/role'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/admin/user').profileRoleValidator)>>
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: ExtractQuery<InferInput<(typeof import('#validators/admin/user').profileRoleValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/admin/users_controller').default['updateRole']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/admin/users_controller').default['updateRole']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'admin.users.access': {
    methods: ["PATCH"]
    pattern: '/admin/usuarios/:id/acesso'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/admin/user').panelAccessValidator)>>
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: ExtractQuery<InferInput<(typeof import('#validators/admin/user').panelAccessValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/admin/users_controller').default['updateAccess']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/admin/users_controller').default['updateAccess']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'admin.certificates.index': {
    methods: ["GET","HEAD"]
    pattern: '/admin/certificados'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: ExtractQueryForGet<InferInput<(typeof import('#validators/certificate').certificateFiltersValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/admin/certificates_controller').default['index']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/admin/certificates_controller').default['index']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'admin.certificates.revoke': {
    methods: ["POST"]
    pattern: '/admin/certificados/:certificateId/revogacao'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/certificate').certificateRevocationValidator)>>
      paramsTuple: [ParamValue]
      params: { certificateId: ParamValue }
      query: ExtractQuery<InferInput<(typeof import('#validators/certificate').certificateRevocationValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/admin/certificates_controller').default['revoke']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/admin/certificates_controller').default['revoke']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'admin.moderation.index': {
    methods: ["GET","HEAD"]
    pattern: '/admin/moderacao'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/admin/moderation_controller').default['index']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/admin/moderation_controller').default['index']>>>
    }
  }
  'admin.moderation.update': {
    methods: ["PATCH"]
    pattern: '/admin/moderacao/denuncias/:id'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/forum').reportOutcomeValidator)>>
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: ExtractQuery<InferInput<(typeof import('#validators/forum').reportOutcomeValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/admin/moderation_controller').default['update']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/admin/moderation_controller').default['update']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'admin.analytics': {
    methods: ["GET","HEAD"]
    pattern: '/admin/analytics'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/admin/analytics_controller').default['show']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/admin/analytics_controller').default['show']>>>
    }
  }
  'admin.analytics.export': {
    methods: ["GET","HEAD"]
    pattern: '/admin/analytics/exportar/:tabela'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { tabela: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/admin/analytics_controller').default['export']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/admin/analytics_controller').default['export']>>>
    }
  }
  'admin.mentor': {
    methods: ["GET","HEAD"]
    pattern: '/admin/mentor'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/admin/mentor_controller').default['show']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/admin/mentor_controller').default['show']>>>
    }
  }
  'admin.settings': {
    methods: ["GET","HEAD"]
    pattern: '/admin/configuracoes'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/admin/settings_controller').default['show']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/admin/settings_controller').default['show']>>>
    }
  }
  'admin.settings.annual_pix': {
    methods: ["PUT"]
    pattern: '/admin/configuracoes/plano-anual'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/premium_settings').annualPixDiscountValidator)>>
      paramsTuple: []
      params: {}
      query: ExtractQuery<InferInput<(typeof import('#validators/premium_settings').annualPixDiscountValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/admin/settings_controller').default['updateAnnualPix']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/admin/settings_controller').default['updateAnnualPix']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'admin.fallback': {
    methods: ["GET","HEAD"]
    pattern: '/admin/*'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { '*': ParamValue[] }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/admin/overview_controller').default['fallback']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/admin/overview_controller').default['fallback']>>>
    }
  }
  'messages.index': {
    methods: ["GET","HEAD"]
    pattern: '/mensagens'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/conversations_controller').default['index']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/conversations_controller').default['index']>>>
    }
  }
  'messages.show': {
    methods: ["GET","HEAD"]
    pattern: '/mensagens/:id'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/conversations_controller').default['show']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/conversations_controller').default['show']>>>
    }
  }
  'messages.start': {
    methods: ["POST"]
    pattern: '/mensagens/com/:userId'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { userId: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/conversations_controller').default['start']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/conversations_controller').default['start']>>>
    }
  }
  'messages.read': {
    methods: ["POST"]
    pattern: '/mensagens/:id/lidas'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/conversations_controller').default['read']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/conversations_controller').default['read']>>>
    }
  }
  'messages.store': {
    methods: ["POST"]
    pattern: '/mensagens/:id/mensagens'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/direct_messages').directMessageValidator)>>
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: ExtractQuery<InferInput<(typeof import('#validators/direct_messages').directMessageValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/messages_controller').default['store']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/messages_controller').default['store']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'messages.older': {
    methods: ["GET","HEAD"]
    pattern: '/mensagens/:id/anteriores'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: ExtractQueryForGet<InferInput<(typeof import('#validators/direct_messages').olderMessagesValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/messages_controller').default['older']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/messages_controller').default['older']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'messages.block': {
    methods: ["POST"]
    pattern: '/membros/:id/bloqueio'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/member_blocks_controller').default['store']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/member_blocks_controller').default['store']>>>
    }
  }
  'messages.unblock': {
    methods: ["DELETE"]
    pattern: '/membros/:id/bloqueio'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/member_blocks_controller').default['destroy']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/member_blocks_controller').default['destroy']>>>
    }
  }
  'notifications.index': {
    methods: ["GET","HEAD"]
    pattern: '/notificacoes'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: ExtractQueryForGet<InferInput<(typeof import('#validators/notifications').notificationListValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/notifications_controller').default['index']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/notifications_controller').default['index']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'notifications.recent': {
    methods: ["GET","HEAD"]
    pattern: '/notificacoes/recentes'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/notifications_controller').default['recent']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/notifications_controller').default['recent']>>>
    }
  }
  'notifications.read_all': {
    methods: ["POST"]
    pattern: '/notificacoes/lidas'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/notifications_controller').default['readAll']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/notifications_controller').default['readAll']>>>
    }
  }
  'notifications.read': {
    methods: ["POST"]
    pattern: '/notificacoes/:id/lida'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/notifications_controller').default['read']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/notifications_controller').default['read']>>>
    }
  }
  'notifications.preferences.update': {
    methods: ["PUT"]
    pattern: '/perfil/notificacoes'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/notifications').notificationPreferencesValidator)>>
      paramsTuple: []
      params: {}
      query: ExtractQuery<InferInput<(typeof import('#validators/notifications').notificationPreferencesValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/notification_preferences_controller').default['update']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/notification_preferences_controller').default['update']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'notifications.push.store': {
    methods: ["POST"]
    pattern: '/perfil/notificacoes/dispositivo'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/push_subscriptions').pushSubscribeValidator)>>
      paramsTuple: []
      params: {}
      query: ExtractQuery<InferInput<(typeof import('#validators/push_subscriptions').pushSubscribeValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/push_subscriptions_controller').default['store']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/push_subscriptions_controller').default['store']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'notifications.push.destroy': {
    methods: ["DELETE"]
    pattern: '/perfil/notificacoes/dispositivo'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/push_subscriptions').pushUnsubscribeValidator)>>
      paramsTuple: []
      params: {}
      query: ExtractQuery<InferInput<(typeof import('#validators/push_subscriptions').pushUnsubscribeValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/push_subscriptions_controller').default['destroy']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/push_subscriptions_controller').default['destroy']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'mentor.ask': {
    methods: ["POST"]
    pattern: '/cursos/:slug/mentor/perguntas'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/mentor').mentorQuestionValidator)>>
      paramsTuple: [ParamValue]
      params: { slug: ParamValue }
      query: ExtractQuery<InferInput<(typeof import('#validators/mentor').mentorQuestionValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/mentor_messages_controller').default['store']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/mentor_messages_controller').default['store']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'mentor.reset': {
    methods: ["DELETE"]
    pattern: '/cursos/:slug/mentor/conversa'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { slug: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/mentor_messages_controller').default['reset']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/mentor_messages_controller').default['reset']>>>
    }
  }
  'mentor.feedback': {
    methods: ["POST"]
    pattern: '/mentor/respostas/:id/avaliacao'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/mentor').mentorFeedbackValidator)>>
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: ExtractQuery<InferInput<(typeof import('#validators/mentor').mentorFeedbackValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/mentor_messages_controller').default['feedback']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/mentor_messages_controller').default['feedback']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
}
