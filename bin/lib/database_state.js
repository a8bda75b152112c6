import pg from 'pg'

/** True when the catalogue and the user table are both empty: a new installation to seed. */
export async function needsSeed(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    const { rows } = await client.query(
      'SELECT (SELECT count(*) FROM courses)::int AS courses, (SELECT count(*) FROM users)::int AS users'
    )
    return rows[0].courses === 0 && rows[0].users === 0
  } finally {
    await client.end()
  }
}
