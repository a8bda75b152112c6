import { BaseSeeder } from '@adonisjs/lucid/seeders'
import { seedCatalog } from '#database/seeding/catalog'
import { seedCatalogReviews } from '#database/seeding/catalog_reviews'
import { seedDemoMedia } from '#database/seeding/demo_media'
import { seedDemoUsers } from '#database/seeding/demo_users'
import { seedDemoSubscription } from '#database/seeding/demo_subscription'
import { seedQuizzes } from '#database/seeding/quizzes'
import { seedLessonTemplates } from '#database/seeding/lesson_templates'
import { seedDemoProgress } from '#database/seeding/demo_progress'
import { seedForum } from '#database/seeding/forum'
import PassageIndexService from '#services/mentor/passage_index_service'

/**
 * `node ace db:seed`: the one seeder. It runs the steps in database/seeding
 * in order, inside one transaction. Every step is idempotent (a second run
 * changes nothing) and the seeder never runs in the test environment.
 */
export default class MainSeeder extends BaseSeeder {
  static environment = ['development', 'production']

  async run() {
    const demo = await this.client.transaction(async (trx) => {
      await seedCatalog(trx)
      /* Reviews by seeded members who exist and started the course they review. */
      await seedCatalogReviews(trx)
      /* Covers, previews, videos with captions, podcasts and PDFs from database/demo_media. */
      await seedDemoMedia(trx)
      const users = await seedDemoUsers(trx)
      await seedDemoSubscription(trx)
      await seedQuizzes(trx)
      await seedLessonTemplates(trx)
      await seedDemoProgress(trx)
      await seedForum(trx)
      /* The mentor's passages of every lesson, so the first question is answered at once. */
      await new PassageIndexService().refreshAll(trx)
      return users
    })
    if (demo.created.length) {
      console.log('› contas de demonstração criadas (troque as senhas fora da sua máquina):')
      for (const { label, email, password } of demo.created)
        console.log(`  ${label}: ${email} / ${password}`)
    }
  }
}
