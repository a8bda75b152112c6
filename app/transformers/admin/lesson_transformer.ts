import type Lesson from '#models/lesson'
import { AppTransformer } from '#transformers/cheap_transform'
import { captionedVideoKey } from '#services/platform/protected_media'

/** A lesson in the admin course page (list, 'Nova Aula' / edit dialog). */
export default class LessonTransformer extends AppTransformer<Lesson> {
  toObject() {
    return {
      ...this.pick(this.resource, [
        'id',
        'courseId',
        'moduleId',
        'title',
        'description',
        'content',
        'videoUrl',
        'durationSeconds',
        'mediaSeconds',
        'lessonType',
        'simulator',
        'orderIndex',
        'isPublished',
        'isFreePreview',
      ]),
      /* 'Legendas (.vtt)' is offered for a video lesson's own uploaded file */
      acceptsCaptions: captionedVideoKey(this.resource) !== null,
      /* 'Legendas em português enviadas' (cue count and file name when uploaded here) or 'Sem legendas' */
      captions:
        this.resource.captionsText === null
          ? null
          : {
              fileName: this.resource.captionsFileName,
              cueCount: this.resource.captionsCueCount,
            },
      createdAt: this.resource.createdAt.toISO()!,
    }
  }
}
