import type Lesson from '#models/lesson'
import { AppTransformer } from '#transformers/cheap_transform'

/** A lesson in a select ('Aula' is filtered by the chosen course). */
export default class LessonOptionTransformer extends AppTransformer<Lesson> {
  toObject() {
    return this.pick(this.resource, ['id', 'title', 'courseId'])
  }
}
