import { test } from '@japa/runner'
import drive from '@adonisjs/drive/services/main'
import testUtils from '@adonisjs/core/services/test_utils'
import User from '#models/user'
import Profile from '#models/profile'
import { UserFactory } from '#database/factories/course_factory'
import { confirmedAt, fieldErrors, locationOf } from '../../accounts/support.js'
import { toastOf } from '#tests/helpers/toast'

/** A real 1×1 PNG image. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64'
)

/** A real 1×1 GIF image. */
const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64')

const FORM = {
  fullName: 'Nina Duarte',
  specialty: 'Extração e farmacologia',
  bio: 'Pesquisadora de canabinoides.',
  location: 'Recife, PE',
  yearsExperience: '7',
  linkedinUrl: 'https://www.linkedin.com/in/nina',
  websiteUrl: 'http://nina.pesquisa.br',
}

/** One stored profile value, read fresh from the database. */
async function profileField<K extends 'fullName' | 'specialty' | 'avatarUrl'>(
  user: User,
  field: K
) {
  const profile = await Profile.findByOrFail('userId', user.id)
  return profile[field]
}

async function accountName(user: User) {
  const fresh = await User.findOrFail(user.id)
  return fresh.fullName
}

async function memberWithProfile(fullName = 'Nina Antiga') {
  const user = await UserFactory.merge({ fullName, ...confirmedAt() }).create()
  await Profile.create({ userId: user.id, fullName, role: 'student' })
  return user
}

test.group('Editing the profile', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('saves every field, keeps the account name in step and says "Perfil atualizado com sucesso!"', async ({
    client,
    assert,
  }) => {
    const user = await memberWithProfile()
    const response = await client
      .put(`/perfil/${user.id}`)
      .loginAs(user)
      .withCsrfToken()
      .withInertia()
      .json(FORM)
      .redirects(0)

    assert.equal(locationOf(response), '/perfil')
    assert.deepInclude(toastOf(response), {
      title: 'Perfil atualizado com sucesso!',
      variant: 'default',
    })
    const profile = await Profile.findByOrFail('userId', user.id)
    assert.deepInclude(profile.serialize(), {
      fullName: 'Nina Duarte',
      specialty: 'Extração e farmacologia',
      bio: 'Pesquisadora de canabinoides.',
      location: 'Recife, PE',
      yearsExperience: 7,
      linkedinUrl: 'https://www.linkedin.com/in/nina',
      websiteUrl: 'http://nina.pesquisa.br',
    })
    await user.refresh()
    assert.equal(user.fullName, 'Nina Duarte')
  })

  test('creates the profile of a member who has none', async ({ client, assert }) => {
    const user = await UserFactory.merge(confirmedAt()).create()
    await client.put(`/perfil/${user.id}`).loginAs(user).withCsrfToken().withInertia().json(FORM)
    assert.equal(await profileField(user, 'specialty'), 'Extração e farmacologia')
  })

  test('empty optional fields are stored as empty', async ({ client, assert }) => {
    const user = await memberWithProfile()
    await client
      .put(`/perfil/${user.id}`)
      .loginAs(user)
      .withCsrfToken()
      .withInertia()
      .json({
        ...FORM,
        specialty: '',
        bio: '',
        location: '',
        yearsExperience: '',
        linkedinUrl: '',
        websiteUrl: '',
      })
    const profile = await Profile.findByOrFail('userId', user.id)
    assert.deepInclude(profile.serialize(), {
      specialty: null,
      bio: null,
      location: null,
      yearsExperience: null,
      linkedinUrl: null,
      websiteUrl: null,
    })
  })

  const invalid = [
    { field: 'fullName', value: '', message: 'O campo nome completo é obrigatório.' },
    {
      field: 'yearsExperience',
      value: '2.5',
      message: 'Informe um número inteiro de anos, sem casas decimais.',
    },
    {
      field: 'yearsExperience',
      value: '-1',
      message: 'Informe um número inteiro de anos entre 0 e 80.',
    },
    {
      field: 'yearsExperience',
      value: '81',
      message: 'Informe um número inteiro de anos entre 0 e 80.',
    },
    {
      field: 'yearsExperience',
      value: 'muitos',
      message: 'Informe os anos de experiência como um número inteiro.',
    },
    {
      field: 'linkedinUrl',
      value: 'linkedin.com/in/nina',
      message: 'Informe um endereço válido começando com http:// ou https://.',
    },
    {
      field: 'linkedinUrl',
      value: 'javascript:alert(1)',
      message: 'Informe um endereço válido começando com http:// ou https://.',
    },
    {
      field: 'websiteUrl',
      value: 'ftp://nina.pesquisa.br',
      message: 'Informe um endereço válido começando com http:// ou https://.',
    },
    { field: 'bio', value: 'a'.repeat(1001), message: 'A bio pode ter no máximo 1000 caracteres.' },
  ]
  for (const { field, value, message } of invalid) {
    test(`rejects ${field} = "${value.slice(0, 24)}" with a pt-BR message and changes nothing`, async ({
      client,
      assert,
    }) => {
      const user = await memberWithProfile()
      const response = await client
        .put(`/perfil/${user.id}`)
        .loginAs(user)
        .withCsrfToken()
        .withInertia()
        .json({ ...FORM, [field]: value })
        .redirects(0)
      assert.deepEqual(fieldErrors(response, field), [message])
      assert.equal(await profileField(user, 'fullName'), 'Nina Antiga')
    })
  }

  test('a bio of exactly 1000 characters and 0 or 80 years are accepted', async ({
    client,
    assert,
  }) => {
    const user = await memberWithProfile()
    for (const years of ['0', '80']) {
      await client
        .put(`/perfil/${user.id}`)
        .loginAs(user)
        .withCsrfToken()
        .withInertia()
        .json({ ...FORM, bio: 'b'.repeat(1000), yearsExperience: years })
      const profile = await Profile.findByOrFail('userId', user.id)
      assert.equal(profile.yearsExperience, Number(years))
      assert.lengthOf(profile.bio!, 1000)
    }
  })

  test("a member cannot edit another member's profile by crafting the request (403)", async ({
    client,
    assert,
  }) => {
    const intruder = await memberWithProfile('Intrusa')
    const victim = await memberWithProfile('Vítima Original')

    const response = await client
      .put(`/perfil/${victim.id}`)
      .loginAs(intruder)
      .withCsrfToken()
      .withInertia()
      .json(FORM)
    response.assertStatus(403)
    assert.equal(await profileField(victim, 'fullName'), 'Vítima Original')
    assert.equal(await accountName(victim), 'Vítima Original')
  })

  test('editing needs a session and the CSRF token', async ({ client, assert }) => {
    const user = await memberWithProfile()
    const signedOut = await client.put(`/perfil/${user.id}`).withCsrfToken().json(FORM).redirects(0)
    assert.match(locationOf(signedOut) ?? '', /^\/auth/)

    await client.put(`/perfil/${user.id}`).loginAs(user).json(FORM).redirects(0)
    assert.equal(await profileField(user, 'fullName'), 'Nina Antiga')
  })
})

test.group('Profile photo', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => {
    drive.fake()
    return () => drive.restore()
  })

  test('a PNG is stored through Drive and becomes the avatar', async ({ client, assert }) => {
    const disk = drive.fake()
    const user = await memberWithProfile()

    const response = await client
      .post(`/perfil/${user.id}/foto`)
      .loginAs(user)
      .withCsrfToken()
      .withInertia()
      .file('avatar', PNG, { filename: 'foto.png', contentType: 'image/png' })
      .redirects(0)

    assert.equal(toastOf(response)?.title, 'Perfil atualizado com sucesso!')
    const profile = await Profile.findByOrFail('userId', user.id)
    const key = profile.avatarUrl!.match(/avatars\/.+$/)![0]
    assert.match(key, new RegExp(`^avatars/${user.id}-[A-Za-z0-9_-]+\\.png$`))
    disk.assertExists(key)
  })

  test('the type is checked by content: text files named .png are refused', async ({
    client,
    assert,
  }) => {
    drive.fake()
    const user = await memberWithProfile()
    const send = (contents: Buffer) =>
      client
        .post(`/perfil/${user.id}/foto`)
        .loginAs(user)
        .withCsrfToken()
        .withInertia()
        .file('avatar', contents, { filename: 'foto.png', contentType: 'image/png' })
        .redirects(0)

    const small = await send(Buffer.from('isto não é uma imagem'))
    assert.deepEqual(fieldErrors(small, 'avatar'), ['Envie uma imagem JPEG, PNG ou WebP.'])

    /* Past 4 KB the body parser trusts the file name; the avatar rule still reads the bytes. */
    const large = await send(Buffer.from('isto não é uma imagem\n'.repeat(400)))
    assert.deepEqual(fieldErrors(large, 'avatar'), [
      'O arquivo não é uma imagem JPEG, PNG ou WebP válida.',
    ])

    assert.isNull(await profileField(user, 'avatarUrl'))
  })

  test('other image formats (even named .png) and files over 2 MB are refused', async ({
    client,
    assert,
  }) => {
    drive.fake()
    const user = await memberWithProfile()
    const gif = await client
      .post(`/perfil/${user.id}/foto`)
      .loginAs(user)
      .withCsrfToken()
      .withInertia()
      .file('avatar', GIF, { filename: 'foto.png', contentType: 'image/png' })
      .redirects(0)
    assert.deepEqual(fieldErrors(gif, 'avatar'), ['Envie uma imagem JPEG, PNG ou WebP.'])

    const large = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024 + 1)])
    const tooBig = await client
      .post(`/perfil/${user.id}/foto`)
      .loginAs(user)
      .withCsrfToken()
      .withInertia()
      .file('avatar', large, { filename: 'grande.png', contentType: 'image/png' })
      .redirects(0)
    assert.deepEqual(fieldErrors(tooBig, 'avatar'), ['A foto pode ter no máximo 2 MB.'])
  })

  test("a member cannot change another member's photo (403)", async ({ client, assert }) => {
    drive.fake()
    const intruder = await memberWithProfile('Intrusa')
    const victim = await memberWithProfile('Vítima')
    const response = await client
      .post(`/perfil/${victim.id}/foto`)
      .loginAs(intruder)
      .withCsrfToken()
      .withInertia()
      .file('avatar', PNG, { filename: 'foto.png', contentType: 'image/png' })
    response.assertStatus(403)
    assert.isNull(await profileField(victim, 'avatarUrl'))
  })

  test('replacing or removing the photo deletes the previous file', async ({ client, assert }) => {
    const disk = drive.fake()
    const user = await memberWithProfile()
    const upload = () =>
      client
        .post(`/perfil/${user.id}/foto`)
        .loginAs(user)
        .withCsrfToken()
        .withInertia()
        .file('avatar', PNG, { filename: 'foto.png', contentType: 'image/png' })

    await upload()
    const first = (await profileField(user, 'avatarUrl'))!.match(/avatars\/.+$/)![0]
    await upload()
    const second = (await profileField(user, 'avatarUrl'))!.match(/avatars\/.+$/)![0]
    assert.notEqual(first, second)
    disk.assertMissing(first)
    disk.assertExists(second)

    await client.delete(`/perfil/${user.id}/foto`).loginAs(user).withCsrfToken().withInertia()
    assert.isNull(await profileField(user, 'avatarUrl'))
    disk.assertMissing(second)
  })
})
