import { useRef, useState, type DragEvent, type FormEvent } from 'react'
import { Head, router, useForm } from '@inertiajs/react'
import { Link } from '@adonisjs/inertia/react'
import {
  ArrowDown,
  ArrowLeft,
  ArrowUp,
  Eye,
  EyeOff,
  GripVertical,
  Plus,
  Trash2,
} from '~/components/platform/icons'
import type { Data } from '@generated/data'
import { Badge } from '~/components/ui/badge'
import { Button } from '~/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '~/components/ui/card'
import { Field, fieldA11y, InputField } from '~/components/ui/field'
import { Input, Textarea } from '~/components/ui/input'
import { PageHeader } from '~/components/admin/page_header'
import { toast } from '~/hooks/use_toast'
import { urlFor } from '~/client'
import { cn } from '~/lib/utils'
import { QUIZ_LIMITS, formatCountdown } from '@domain/learning/quiz'
import { lessonTypeLabel } from '@domain/catalog/lesson_types'

const LETTERS = ['A', 'B', 'C', 'D', 'E', 'F']

type QuestionDraft = {
  /** Stable React key, also for questions not saved yet */
  key: string
  id: number | null
  question: string
  options: string[]
  correctIndexes: number[]
  explanation: string
}

type QuizFields = {
  title: string
  passPercent: string
  timeLimitSeconds: string
  maxAttempts: string
  shuffle: boolean
  questions: QuestionDraft[]
}

let nextKey = 0
const newKey = () => `nova-${++nextKey}`

function blankQuestion(): QuestionDraft {
  return {
    key: newKey(),
    id: null,
    question: '',
    options: ['', ''],
    correctIndexes: [],
    explanation: '',
  }
}

/** `items` with the item at `from` moved to `to`. */
function moved<T>(items: T[], from: number, to: number) {
  const copy = [...items]
  const [item] = copy.splice(from, 1)
  copy.splice(to, 0, item)
  return copy
}

/**
 * The quiz of a quiz or exam lesson: its settings (pass mark, time limit,
 * attempts, shuffling) and its questions, each with 2 to 6 options, one or
 * more marked correct, and the explanation learners read after answering.
 * Questions are reordered by dragging or with the arrows; the whole quiz is
 * saved at once and the server names any problem next to its field.
 */
export default function AdminQuizEdit({ quiz }: { quiz: Data.Admin.QuizEditor }) {
  const { lesson } = quiz
  const form = useForm<QuizFields>({
    title: quiz.title,
    passPercent: String(quiz.passPercent),
    timeLimitSeconds: String(quiz.timeLimitSeconds),
    maxAttempts: quiz.maxAttempts === null ? '' : String(quiz.maxAttempts),
    shuffle: quiz.shuffle,
    questions: quiz.questions.map((question) => ({
      key: question.id ? `q${question.id}` : newKey(),
      id: question.id,
      question: question.question,
      options: [...question.options],
      correctIndexes: [...question.correctIndexes],
      explanation: question.explanation,
    })),
  })
  const { data, processing } = form
  /* Server errors come keyed by path ('questions.0.options.1'). */
  const errors = form.errors as Record<string, string | undefined>
  const dragged = useRef<number | null>(null)
  const [dropTarget, setDropTarget] = useState<number | null>(null)

  function setQuestions(update: (questions: QuestionDraft[]) => QuestionDraft[]) {
    form.setData((current) => ({ ...current, questions: update(current.questions) }))
  }

  function changeQuestion(index: number, change: Partial<QuestionDraft>) {
    setQuestions((questions) =>
      questions.map((question, at) => (at === index ? { ...question, ...change } : question))
    )
  }

  function addQuestion() {
    setQuestions((questions) => [...questions, blankQuestion()])
    const position = data.questions.length
    requestAnimationFrame(() => document.getElementById(`questions.${position}.question`)?.focus())
  }

  function moveQuestion(from: number, to: number) {
    if (to < 0 || to >= data.questions.length || from === to) return
    setQuestions((questions) => moved(questions, from, to))
  }

  function removeOption(index: number, option: number) {
    const question = data.questions[index]
    changeQuestion(index, {
      options: question.options.filter((_, at) => at !== option),
      correctIndexes: question.correctIndexes
        .filter((at) => at !== option)
        .map((at) => (at > option ? at - 1 : at)),
    })
  }

  function toggleCorrect(index: number, option: number, checked: boolean) {
    const current = data.questions[index].correctIndexes.filter((at) => at !== option)
    changeQuestion(index, {
      correctIndexes: (checked ? [...current, option] : current).sort((a, b) => a - b),
    })
  }

  function submit(event: FormEvent) {
    event.preventDefault()
    form.clearErrors()
    form.transform((fields) => ({
      title: fields.title,
      passPercent: fields.passPercent.trim(),
      timeLimitSeconds: fields.timeLimitSeconds.trim(),
      maxAttempts: fields.maxAttempts.trim() === '' ? null : fields.maxAttempts.trim(),
      shuffle: fields.shuffle,
      questions: fields.questions.map(({ key: _key, id, ...question }) =>
        id === null ? question : { id, ...question }
      ),
    }))
    form.put(urlFor('admin.quizzes.update', { id: lesson.id }), {
      preserveScroll: true,
      onError: (found) => {
        toast({
          title: 'Erro ao salvar quiz',
          description: 'Verifique os campos destacados.',
          variant: 'destructive',
        })
        const first = Object.keys(found)[0]
        if (first) document.getElementById(first)?.focus()
      },
    })
  }

  function onDrop(event: DragEvent, index: number) {
    event.preventDefault()
    if (dragged.current !== null) moveQuestion(dragged.current, index)
    dragged.current = null
    setDropTarget(null)
  }

  const seconds = Number(data.timeLimitSeconds)
  const timeHint =
    Number.isInteger(seconds) && seconds > 0
      ? `${formatCountdown(seconds)} de prova (padrão 300 s = 05:00).`
      : 'Padrão 300 s = 05:00.'

  return (
    <>
      <Head title={`Administração · Quiz · ${lesson.title}`} />
      <PageHeader
        title={`Perguntas: ${lesson.title}`}
        description={
          <span className="flex flex-wrap items-center gap-2">
            {lesson.isPublished ? (
              <Badge variant="success">Publicada</Badge>
            ) : (
              <Badge variant="secondary">Rascunho</Badge>
            )}
            <span>
              {lessonTypeLabel(lesson.lessonType)} · {lesson.courseTitle}
            </span>
          </span>
        }
        actions={
          <>
            <Button variant="outline" asChild>
              <Link route="admin.courses.show" routeParams={{ id: lesson.courseId }}>
                <ArrowLeft className="h-4 w-4" aria-hidden="true" /> Voltar ao curso
              </Link>
            </Button>
            <Button
              variant="outline"
              onClick={() =>
                router.patch(
                  urlFor('admin.lessons.publication', { id: lesson.id }),
                  {},
                  { preserveScroll: true }
                )
              }
            >
              {lesson.isPublished ? (
                <>
                  <EyeOff className="h-4 w-4" aria-hidden="true" /> Despublicar aula
                </>
              ) : (
                <>
                  <Eye className="h-4 w-4" aria-hidden="true" /> Publicar aula
                </>
              )}
            </Button>
          </>
        }
      />

      <form onSubmit={submit} className="grid gap-6" noValidate>
        {!quiz.own && quiz.questions.length > 0 && (
          <p className="rounded-lg border bg-muted/40 p-4 text-sm">
            Esta aula mostra hoje o quiz do curso. Ao salvar, estas perguntas passam a ser só desta
            aula; as outras aulas continuam com o quiz do curso.
          </p>
        )}

        <Card>
          <CardHeader>
            <CardTitle className="text-base">Configurações</CardTitle>
            <CardDescription>
              Valem para cada tentativa. A nota é calculada no servidor.
            </CardDescription>
          </CardHeader>
          <CardContent className="grid gap-4 md:grid-cols-2">
            <InputField
              label="Título do quiz"
              name="title"
              value={data.title}
              error={errors.title}
              onChange={(event) => form.setData('title', event.target.value)}
              className="md:col-span-2"
            />
            <InputField
              label="Nota mínima (%)"
              name="passPercent"
              inputMode="numeric"
              value={data.passPercent}
              error={errors.passPercent}
              hint="Padrão 70 %."
              onChange={(event) => form.setData('passPercent', event.target.value)}
            />
            <InputField
              label="Tempo limite (segundos)"
              name="timeLimitSeconds"
              inputMode="numeric"
              value={data.timeLimitSeconds}
              error={errors.timeLimitSeconds}
              hint={timeHint}
              onChange={(event) => form.setData('timeLimitSeconds', event.target.value)}
            />
            <InputField
              label="Tentativas permitidas"
              name="maxAttempts"
              inputMode="numeric"
              placeholder="Ilimitadas"
              value={data.maxAttempts}
              error={errors.maxAttempts}
              hint="Em branco: tentativas ilimitadas."
              onChange={(event) => form.setData('maxAttempts', event.target.value)}
            />
            <div className="flex items-start gap-3 self-center">
              <input
                id="shuffle"
                name="shuffle"
                type="checkbox"
                checked={data.shuffle}
                onChange={(event) => form.setData('shuffle', event.target.checked)}
                className="mt-1 h-4 w-4 shrink-0 accent-primary"
              />
              <label htmlFor="shuffle" className="text-sm font-medium">
                Embaralhar perguntas e alternativas a cada tentativa
              </label>
            </div>
          </CardContent>
        </Card>

        <section aria-labelledby="perguntas-titulo" className="grid gap-4">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h2 id="perguntas-titulo" className="text-lg font-semibold">
              Perguntas ({data.questions.length})
            </h2>
            {errors.questions && (
              <p id="questions" role="alert" className="text-sm text-destructive">
                {errors.questions}
              </p>
            )}
          </div>
          {data.questions.length === 0 && (
            <p className="rounded-lg border border-dashed p-6 text-center text-sm text-muted-foreground">
              Nenhuma pergunta ainda. Adicione a primeira: a aula só pode ser publicada com ao menos
              uma pergunta com alternativa correta.
            </p>
          )}
          <ol className="grid gap-4">
            {data.questions.map((question, index) => {
              const path = `questions.${index}`
              const several = question.correctIndexes.length > 1
              return (
                <li
                  key={question.key}
                  onDragOver={(event) => {
                    event.preventDefault()
                    setDropTarget(index)
                  }}
                  onDragLeave={() => setDropTarget(null)}
                  onDrop={(event) => onDrop(event, index)}
                  className={cn(
                    'rounded-xl border bg-card p-4',
                    dropTarget === index && 'border-primary ring-2 ring-primary/30'
                  )}
                  data-testid="quiz-question"
                >
                  <fieldset className="grid gap-4">
                    <div className="flex flex-wrap items-center gap-2">
                      <span
                        draggable
                        onDragStart={(event) => {
                          dragged.current = index
                          event.dataTransfer.effectAllowed = 'move'
                        }}
                        onDragEnd={() => {
                          dragged.current = null
                          setDropTarget(null)
                        }}
                        className="cursor-grab text-muted-foreground"
                        title="Arraste para mudar a ordem"
                      >
                        <GripVertical className="h-5 w-5" aria-hidden="true" />
                      </span>
                      <legend className="text-sm font-semibold">Pergunta {index + 1}</legend>
                      <div className="ml-auto flex gap-1">
                        <Button
                          type="button"
                          size="icon"
                          variant="ghost"
                          onClick={() => moveQuestion(index, index - 1)}
                          disabled={index === 0}
                          aria-label={`Mover a pergunta ${index + 1} para cima`}
                        >
                          <ArrowUp className="h-4 w-4" />
                        </Button>
                        <Button
                          type="button"
                          size="icon"
                          variant="ghost"
                          onClick={() => moveQuestion(index, index + 1)}
                          disabled={index === data.questions.length - 1}
                          aria-label={`Mover a pergunta ${index + 1} para baixo`}
                        >
                          <ArrowDown className="h-4 w-4" />
                        </Button>
                        <Button
                          type="button"
                          size="icon"
                          variant="ghost"
                          onClick={() =>
                            setQuestions((questions) => questions.filter((_, at) => at !== index))
                          }
                          aria-label={`Excluir a pergunta ${index + 1}`}
                        >
                          <Trash2 className="h-4 w-4 text-destructive" />
                        </Button>
                      </div>
                    </div>

                    <Field
                      label="Enunciado"
                      htmlFor={`${path}.question`}
                      error={errors[`${path}.question`]}
                    >
                      <Textarea
                        {...fieldA11y(`${path}.question`, errors[`${path}.question`])}
                        rows={2}
                        value={question.question}
                        onChange={(event) =>
                          changeQuestion(index, { question: event.target.value })
                        }
                      />
                    </Field>

                    <div className="grid gap-2">
                      <p className="text-sm font-medium" id={`${path}.options-label`}>
                        Alternativas{' '}
                        <span className="font-normal text-muted-foreground">
                          (marque a correta; marcando mais de uma, o aluno precisa acertar todas)
                        </span>
                      </p>
                      {question.options.map((option, at) => {
                        const optionPath = `${path}.options.${at}`
                        return (
                          <div key={at} className="grid gap-1">
                            <div className="flex items-center gap-2">
                              <input
                                id={`${path}.correct.${at}`}
                                type="checkbox"
                                checked={question.correctIndexes.includes(at)}
                                onChange={(event) => toggleCorrect(index, at, event.target.checked)}
                                className="h-4 w-4 shrink-0 accent-primary"
                                aria-label={`Alternativa ${LETTERS[at]} correta`}
                              />
                              <span
                                aria-hidden="true"
                                className="w-5 text-center text-sm font-semibold"
                              >
                                {LETTERS[at]}
                              </span>
                              <Input
                                {...fieldA11y(optionPath, errors[optionPath])}
                                aria-label={`Alternativa ${LETTERS[at]} da pergunta ${index + 1}`}
                                value={option}
                                onChange={(event) =>
                                  changeQuestion(index, {
                                    options: question.options.map((text, other) =>
                                      other === at ? event.target.value : text
                                    ),
                                  })
                                }
                              />
                              <Button
                                type="button"
                                size="icon"
                                variant="ghost"
                                onClick={() => removeOption(index, at)}
                                disabled={question.options.length <= QUIZ_LIMITS.options.min}
                                aria-label={`Excluir a alternativa ${LETTERS[at]}`}
                              >
                                <Trash2 className="h-4 w-4" />
                              </Button>
                            </div>
                            {errors[optionPath] && (
                              <p
                                id={`${optionPath}-error`}
                                role="alert"
                                className="pl-14 text-sm text-destructive"
                              >
                                {errors[optionPath]}
                              </p>
                            )}
                          </div>
                        )
                      })}
                      <div className="flex flex-wrap items-center gap-3">
                        <Button
                          type="button"
                          size="sm"
                          variant="outline"
                          onClick={() =>
                            changeQuestion(index, { options: [...question.options, ''] })
                          }
                          disabled={question.options.length >= QUIZ_LIMITS.options.max}
                        >
                          <Plus className="h-4 w-4" aria-hidden="true" /> Adicionar alternativa
                        </Button>
                        {several && (
                          <span className="text-xs text-muted-foreground">
                            Várias corretas: o aluno vê &lsquo;Marque todas as corretas&rsquo;.
                          </span>
                        )}
                      </div>
                      {[errors[path], errors[`${path}.options`], errors[`${path}.correctIndexes`]]
                        .filter(Boolean)
                        .map((message) => (
                          <p key={message} role="alert" className="text-sm text-destructive">
                            {message}
                          </p>
                        ))}
                    </div>

                    <Field
                      label="Explicação (mostrada depois da resposta)"
                      htmlFor={`${path}.explanation`}
                      error={errors[`${path}.explanation`]}
                    >
                      <Textarea
                        {...fieldA11y(`${path}.explanation`, errors[`${path}.explanation`])}
                        rows={2}
                        value={question.explanation}
                        onChange={(event) =>
                          changeQuestion(index, { explanation: event.target.value })
                        }
                      />
                    </Field>
                  </fieldset>
                </li>
              )
            })}
          </ol>
          <div className="flex flex-wrap gap-2">
            <Button
              type="button"
              variant="outline"
              onClick={addQuestion}
              disabled={data.questions.length >= QUIZ_LIMITS.questions.max}
            >
              <Plus className="h-4 w-4" aria-hidden="true" /> Adicionar pergunta
            </Button>
            <Button type="submit" disabled={processing}>
              {processing ? 'Salvando…' : 'Salvar Quiz'}
            </Button>
          </div>
        </section>
      </form>
    </>
  )
}
