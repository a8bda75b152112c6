import { TOO_MANY_WRITES_TITLE } from '#domain/platform/write_limits'
import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import testUtils from '@adonisjs/core/services/test_utils'
import ForumDiscussion from '#models/forum_discussion'
import { DiscussionFactory } from '#database/factories/forum_factory'
import { toastOf } from '#tests/helpers/toast'
import { clearRateLimits, fieldErrors, locationOf } from '../accounts/support.js'
import {
  countRows,
  discussionBy,
  discussionPath,
  fresh,
  member,
  postedAgo,
  submit,
  discussionField,
} from './forum_helpers.js'

const valid = {
  title: 'Como regar no inverno?',
  category: 'cultivo',
  message: 'No inverno a planta bebe menos. Quanto vocês regam?',
  tags: ['Cultivo', ' LED ', 'led', '#Inverno'],
}

/** A URL as a browser reads it: spaces and control characters do not count. */
function withoutControls(value: string) {
  return [...value].filter((char) => char.charCodeAt(0) > 0x20).join('')
}

/** Every attribute (name, entity-decoded value) of every tag in the markup; quoted values may hold '>'. */
function attributesOf(markup: string): Array<[string, string]> {
  const decode = (value: string) =>
    value
      .replace(/&#x([0-9a-f]+);?/gi, (_, hex) => String.fromCodePoint(Number.parseInt(hex, 16)))
      .replace(/&#(\d+);?/g, (_, dec) => String.fromCodePoint(Number(dec)))
      .replace(/&colon;/gi, ':')
      .replace(/&quot;/g, '"')
      .replace(/&amp;/g, '&')
  const attribute = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g
  const tag =
    /<[a-zA-Z][\w:-]*((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*)\s*\/?>/g
  const found: Array<[string, string]> = []
  for (const [, list] of markup.matchAll(tag)) {
    for (const [, name, double, single, bare] of list.matchAll(attribute)) {
      found.push([name.toLowerCase(), decode(double ?? single ?? bare ?? '')])
    }
  }
  return found
}

/** Every write of the forum, as a signed-out visitor would send it. */
const WRITE_ROUTES: Array<['post' | 'put' | 'delete', string]> = [
  ['post', '/comunidade/discussoes'],
  ['put', '/comunidade/discussoes/1'],
  ['delete', '/comunidade/discussoes/1'],
  ['post', '/comunidade/discussoes/1/respostas'],
  ['put', '/comunidade/respostas/1'],
  ['delete', '/comunidade/respostas/1'],
  ['post', '/comunidade/discussoes/1/curtida'],
  ['delete', '/comunidade/discussoes/1/curtida'],
  ['post', '/comunidade/respostas/1/curtida'],
  ['delete', '/comunidade/respostas/1/curtida'],
  ['post', '/comunidade/discussoes/1/salva'],
  ['delete', '/comunidade/discussoes/1/salva'],
  ['post', '/comunidade/discussoes/1/solucao'],
  ['delete', '/comunidade/discussoes/1/solucao'],
  ['post', '/comunidade/discussoes/1/denuncias'],
  ['post', '/comunidade/discussoes/1/moderacao'],
  ['post', '/comunidade/respostas/1/moderacao'],
]

test.group('Forum: reading as a visitor', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a visitor reads Discussões, Em Alta and a discussion page', async ({ client, assert }) => {
    const author = await member('Bia Lopes')
    const discussion = await discussionBy(author, { title: 'Primeira colheita em casa' })

    const index = await client.get('/comunidade').withInertia()
    index.assertStatus(200)
    index.assertInertiaComponent('community/index')
    assert.include(
      index.inertiaProps.discussions.map((d: { id: number }) => d.id),
      discussion.id
    )

    const trending = await client.get('/comunidade/em-alta').withInertia()
    trending.assertStatus(200)
    trending.assertInertiaComponent('community/trending')

    const page = await client.get(discussionPath(discussion)).withInertia()
    page.assertStatus(200)
    page.assertInertiaComponent('community/discussion')
    assert.deepInclude(page.inertiaProps.discussion, {
      id: discussion.id,
      title: 'Primeira colheita em casa',
      slug: 'primeira-colheita-em-casa',
    })
    assert.deepInclude(page.inertiaProps.viewer, {
      signedIn: false,
      userId: null,
      isAuthor: false,
      canModerate: false,
      canDelete: false,
    })
  })

  test('a visitor opening a discussion adds no view; a member adds one a day', async ({
    client,
    assert,
  }) => {
    const discussion = await discussionBy(await member())
    const reader = await member()

    await client.get(discussionPath(discussion)).withInertia()
    await client.get(discussionPath(discussion)).withInertia()
    assert.equal(await discussionField(discussion, 'viewsCount'), 0)

    await client.get(discussionPath(discussion)).loginAs(reader).withInertia()
    const again = await client.get(discussionPath(discussion)).loginAs(reader).withInertia()
    assert.equal(await discussionField(discussion, 'viewsCount'), 1)
    assert.equal(again.inertiaProps.discussion.viewsCount, 1)
  })

  test('a visitor asking for Membros is sent to /auth', async ({ client }) => {
    const response = await client.get('/comunidade/membros').redirects(0)
    response.assertStatus(302)
    response.assertHeader('location', '/auth')
  })

  test('a visitor is sent to /auth by {0} {1}, and nothing is stored')
    .with(WRITE_ROUTES)
    .run(async ({ client, assert }, [method, url]) => {
      const discussion = await discussionBy(await member())
      const response = await submit(client, method, url.replace('/1', `/${discussion.id}`), null, {
        title: 'Tentativa sem sessão',
        category: 'geral',
        message: 'Texto',
        reply: 'Texto',
        reason: 'Motivo qualquer',
        action: 'pin',
      })
      response.assertStatus(302)
      response.assertHeader('location', '/auth')
      assert.equal(await countRows('forum_discussions'), 1)
      assert.equal(await countRows('forum_replies'), 0)
      assert.equal(await countRows('forum_reports'), 0)
      assert.isFalse(await discussionField(discussion, 'isPinned'))
    })

  test('a discussion page arrives server-rendered with the Markdown sanitized: no script, no handler, no javascript: link', async ({
    client,
    assert,
  }) => {
    const discussion = await discussionBy(await member(), {
      title: 'Tentativa de injeção',
      body: [
        'Parágrafo seguro do corpo.',
        '',
        '<script>alert(1)</script>',
        '',
        '<img src=x onerror="alert(1)">',
        '',
        '[clique](javascript:alert(1))',
      ].join('\n'),
    })

    const response = await client.get(discussionPath(discussion))

    response.assertStatus(200)
    /* The props (raw Markdown, escaped JSON) are data, not markup: only what React rendered counts. */
    const markup = response
      .text()
      .replace(/<script data-page="app" type="application\/json">[\s\S]*?<\/script>/, '')
    const scripts = [...markup.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/gi)]
    assert.isFalse(
      scripts.some(([, code]) => code.includes('alert(')),
      'a script from the post'
    )
    const attributes = attributesOf(markup)
    assert.deepEqual(
      attributes.filter(([name]) => name.startsWith('on')),
      [],
      'event handler attributes'
    )
    assert.deepEqual(
      attributes.filter(
        ([name, value]) =>
          ['href', 'src', 'action', 'formaction'].includes(name) &&
          /^javascript:/i.test(withoutControls(value))
      ),
      [],
      'javascript: links'
    )
    /* Rendered for real: the title, the safe paragraph and the link's text are in the page body. */
    const body = markup.slice(markup.indexOf('<body'))
    assert.include(body, 'Tentativa de injeção')
    assert.include(body, 'Parágrafo seguro do corpo.')
    assert.match(body, />clique</)
    assert.notInclude(body, 'alert(1)')
  })

  test('a missing discussion is the 404 page, never a crash', async ({ client }) => {
    for (const id of ['999999999']) {
      const response = await client.get(`/comunidade/discussoes/${id}/qualquer`)
      response.assertStatus(404)
      response.assertTextIncludes('Página não encontrada')
    }
  })
})

test.group('Forum: publishing and editing discussions', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => clearRateLimits())

  test('a member publishes a discussion: stored with clean tags and opened at its own address', async ({
    client,
    assert,
  }) => {
    const author = await member('Caio Rocha')
    const response = await submit(client, 'post', '/comunidade/discussoes', author, {
      ...valid,
      title: '  Como regar no inverno?  ',
    })

    const stored = await ForumDiscussion.query().where('user_id', author.id).firstOrFail()
    response.assertStatus(302)
    assert.equal(locationOf(response), `/comunidade/discussoes/${stored.id}/como-regar-no-inverno`)
    assert.equal(toastOf(response)?.title, 'Discussão publicada!')
    assert.equal(stored.title, 'Como regar no inverno?')
    assert.equal(stored.category, 'cultivo')
    assert.deepEqual(stored.tags, ['cultivo', 'led', 'inverno'])
    assert.isNull(stored.editedAt)

    const page = await client.get(locationOf(response)!).loginAs(author).withInertia()
    page.assertInertiaComponent('community/discussion')
    assert.deepInclude(page.inertiaProps.discussion, {
      title: 'Como regar no inverno?',
      categoryLabel: 'Cultivo',
      tags: ['cultivo', 'led', 'inverno'],
      body: valid.message,
    })
    assert.deepInclude(page.inertiaProps.viewer, { isAuthor: true, canDelete: true })
  })

  test('a wrong or missing slug redirects to the right address, keeping the page', async ({
    client,
  }) => {
    const discussion = await discussionBy(await member(), { title: 'Genética e estabilidade' })
    const right = `/comunidade/discussoes/${discussion.id}/genetica-e-estabilidade`

    const wrong = await client
      .get(`/comunidade/discussoes/${discussion.id}/titulo-antigo?pagina=2`)
      .redirects(0)
    wrong.assertStatus(302)
    wrong.assertHeader('location', `${right}?pagina=2`)

    const bare = await client.get(`/comunidade/discussoes/${discussion.id}`).redirects(0)
    bare.assertStatus(302)
    bare.assertHeader('location', right)
  })

  test('an invalid discussion ({0}) goes back with its pt-BR message and nothing is stored')
    .with([
      ['empty title', { title: '' }, 'title', 'O campo título é obrigatório.'],
      ['whitespace title', { title: '     ' }, 'title', 'O campo título é obrigatório.'],
      [
        'title over 150 characters',
        { title: 'a'.repeat(151) },
        'title',
        'O campo título pode ter no máximo 150 caracteres.',
      ],
      ['empty message', { message: '' }, 'message', 'Escreva o conteúdo da discussão.'],
      ['whitespace message', { message: '   \n  ' }, 'message', 'Escreva o conteúdo da discussão.'],
      [
        'unknown category',
        { category: 'culinaria' },
        'category',
        'Escolha uma opção válida para categoria.',
      ],
      ['six tags', { tags: ['a', 'b', 'c', 'd', 'e', 'f'] }, 'tags', 'Use no máximo 5 tags.'],
    ] as const)
    .run(async ({ client, assert }, [, change, field, message]) => {
      const author = await member()
      const response = await submit(client, 'post', '/comunidade/discussoes', author, {
        ...valid,
        ...change,
      })
      response.assertStatus(302)
      assert.deepEqual(fieldErrors(response, field), [message])
      assert.equal(await countRows('forum_discussions'), 0)
    })

  test('the sixth discussion within 10 minutes is refused with a toast', async ({
    client,
    assert,
  }) => {
    const author = await member()
    for (let i = 1; i <= 5; i++) {
      const response = await submit(client, 'post', '/comunidade/discussoes', author, {
        ...valid,
        title: `Pergunta número ${i}`,
      })
      assert.equal(toastOf(response)?.title, 'Discussão publicada!')
    }

    const sixth = await submit(client, 'post', '/comunidade/discussoes', author, {
      ...valid,
      title: 'Pergunta número 6',
    })
    sixth.assertStatus(302)
    assert.include(toastOf(sixth), {
      title: TOO_MANY_WRITES_TITLE,
      description: 'Muitas discussões em pouco tempo. Tente de novo em 10 minutos.',
      variant: 'destructive',
    })
    assert.equal(await countRows('forum_discussions', { user_id: author.id }), 5)

    /* The limit is per member: someone else still posts. */
    const other = await submit(client, 'post', '/comunidade/discussoes', await member(), valid)
    assert.equal(toastOf(other)?.title, 'Discussão publicada!')
  })

  test('the author edits their discussion and it shows as edited', async ({ client, assert }) => {
    const author = await member()
    const discussion = await discussionBy(author, { title: 'Título antigo da discussão' })

    const response = await submit(
      client,
      'put',
      `/comunidade/discussoes/${discussion.id}`,
      author,
      { ...valid, title: 'Título novo da discussão', tags: ['Rega'] }
    )

    response.assertStatus(302)
    response.assertHeader(
      'location',
      `/comunidade/discussoes/${discussion.id}/titulo-novo-da-discussao`
    )
    assert.equal(toastOf(response)?.title, 'Discussão atualizada')
    const stored = await fresh(discussion)
    assert.equal(stored.title, 'Título novo da discussão')
    assert.deepEqual(stored.tags, ['rega'])
    assert.isNotNull(stored.editedAt)
    const page = await client.get(discussionPath(stored)).withInertia()
    assert.isNotNull(page.inertiaProps.discussion.editedAt)
  })

  test("a member cannot edit or delete another member's discussion: 403 and nothing changes", async ({
    client,
    assert,
  }) => {
    const discussion = await discussionBy(await member(), { title: 'Discussão de outra pessoa' })
    const intruder = await member()

    const edit = await submit(
      client,
      'put',
      `/comunidade/discussoes/${discussion.id}`,
      intruder,
      valid
    )
    edit.assertStatus(403)
    const remove = await submit(
      client,
      'delete',
      `/comunidade/discussoes/${discussion.id}`,
      intruder
    )
    remove.assertStatus(403)

    const stored = await fresh(discussion)
    assert.equal(stored.title, 'Discussão de outra pessoa')
    assert.isNull(stored.editedAt)
  })

  test('the author deletes their discussion within 30 minutes', async ({ client, assert }) => {
    const author = await member()
    const discussion = await discussionBy(author)
    await postedAgo('forum_discussions', discussion.id, 29)

    const response = await submit(
      client,
      'delete',
      `/comunidade/discussoes/${discussion.id}`,
      author
    )

    response.assertStatus(302)
    response.assertHeader('location', '/comunidade')
    assert.equal(toastOf(response)?.title, 'Discussão excluída')
    assert.isNull(await ForumDiscussion.find(discussion.id))
  })

  test('after 30 minutes deleting is refused with a toast and the discussion stays', async ({
    client,
    assert,
  }) => {
    const author = await member()
    const discussion = await discussionBy(author)
    await postedAgo('forum_discussions', discussion.id, 31)

    const page = await client.get(discussionPath(discussion)).loginAs(author).withInertia()
    assert.deepInclude(page.inertiaProps.viewer, { isAuthor: true, canDelete: false })

    const response = await submit(
      client,
      'delete',
      `/comunidade/discussoes/${discussion.id}`,
      author
    )
    response.assertStatus(302)
    assert.include(toastOf(response), {
      title: 'Não é mais possível excluir',
      variant: 'destructive',
    })
    assert.isNotNull(await ForumDiscussion.find(discussion.id))
  })

  test('editing or deleting a discussion that does not exist answers a toast, never a crash', async ({
    client,
    assert,
  }) => {
    const author = await member()
    for (const id of ['999999999']) {
      for (const method of ['put', 'delete'] as const) {
        const response = await submit(client, method, `/comunidade/discussoes/${id}`, author, valid)
        response.assertStatus(302)
        assert.equal(toastOf(response)?.title, 'Publicação não encontrada', `${method} ${id}`)
      }
    }
  })

  test('test data: replies made by the factory are counted like real ones', async ({ assert }) => {
    /* Guards the test data itself: replies made by the factory are counted like real ones. */
    const discussion = await DiscussionFactory.with('author')
      .with('replies', 2, (reply) => reply.with('author'))
      .create()
    assert.equal(await discussionField(discussion, 'repliesCount'), 2)
    assert.isAtLeast(
      discussion.createdAt.toMillis(),
      DateTime.now().minus({ minutes: 1 }).toMillis()
    )
  })
})
