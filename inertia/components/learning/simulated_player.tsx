import { useEffect, useEffectEvent, useRef, useState } from 'react'
import { Slider } from 'radix-ui'
import { Pause, Play, RotateCcw, RotateCw, Video } from '~/components/platform/icons'
import { SKIP_SECONDS, clampPosition, formatPlaybackTime } from '@domain/catalog/lessons'
import { Button } from '~/components/ui/button'
import type { PlaybackTick } from './use_position_saver'

/**
 * The spec's simulated player for a video lesson whose video is not
 * published yet: a timer ticking one second at a time while playing,
 * play/pause, ±10 s clamped to 0…length, and a seek bar (click or keys).
 * Nothing really plays, so it never completes the lesson: the lesson's card
 * says its video is not published yet.
 */
export function SimulatedPlayer({
  lengthSeconds,
  initialPosition,
  onPosition,
  onPlayingChange,
  onEnded,
}: {
  lengthSeconds: number
  initialPosition: number
  onPosition: (seconds: number, tick?: PlaybackTick) => void
  onPlayingChange: (playing: boolean) => void
  onEnded: () => void
}) {
  const start = initialPosition >= lengthSeconds ? 0 : clampPosition(initialPosition, lengthSeconds)
  const [position, setPosition] = useState(start)
  const [playing, setPlaying] = useState(false)
  const ended = useRef(false)
  const mounted = useRef(false)

  const playingChanged = useEffectEvent(onPlayingChange)
  useEffect(() => playingChanged(playing), [playing])

  useEffect(() => {
    if (!playing) return
    const timer = setInterval(
      () => setPosition((current) => clampPosition(current + 1, lengthSeconds)),
      1000
    )
    return () => clearInterval(timer)
  }, [playing, lengthSeconds])

  /* Each second (or seek) reports the position; the end completes the lesson once. */
  const positionChanged = useEffectEvent((current: number) => {
    onPosition(current)
    if (current >= lengthSeconds && !ended.current) {
      ended.current = true
      setPlaying(false)
      onPosition(current, { force: true })
      onEnded()
    } else if (current < lengthSeconds) {
      ended.current = false
    }
  })
  useEffect(() => {
    /* The starting position is already saved; report only movement. */
    if (!mounted.current) {
      mounted.current = true
      return
    }
    positionChanged(position)
  }, [position])

  function toggle() {
    if (playing) {
      setPlaying(false)
      onPosition(position, { force: true })
    } else {
      if (position >= lengthSeconds) setPosition(0)
      setPlaying(true)
    }
  }

  return (
    <div className="overflow-hidden rounded-xl border bg-card">
      <div className="relative flex aspect-video flex-col items-center justify-center gap-3 bg-gradient-to-br from-primary/20 via-background to-highlight/20 p-6 text-center">
        <Video className="h-12 w-12 text-primary" aria-hidden="true" />
        <p className="max-w-md text-sm text-muted-foreground">
          O vídeo desta aula está em produção. Acompanhe o conteúdo pelo texto da aula enquanto o
          player simula a reprodução.
        </p>
        <p className="text-3xl font-bold tabular-nums" aria-hidden="true">
          {formatPlaybackTime(position)}
        </p>
      </div>
      <div className="grid gap-3 p-4">
        <Slider.Root
          value={[position]}
          min={0}
          max={lengthSeconds}
          step={1}
          onValueChange={([next]) => setPosition(clampPosition(next, lengthSeconds))}
          onValueCommit={([next]) => onPosition(next, { force: true })}
          className="relative flex h-5 w-full touch-none select-none items-center"
        >
          <Slider.Track className="relative h-2 grow cursor-pointer overflow-hidden rounded-full bg-secondary">
            <Slider.Range className="absolute h-full bg-primary" />
          </Slider.Track>
          <Slider.Thumb
            aria-label="Posição do vídeo"
            aria-valuetext={`${formatPlaybackTime(position)} de ${formatPlaybackTime(lengthSeconds)}`}
            className="block h-4 w-4 rounded-full border-2 border-primary bg-background shadow focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          />
        </Slider.Root>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <div className="flex items-center gap-1">
            <Button
              variant="ghost"
              size="icon"
              aria-label={`Voltar ${SKIP_SECONDS} segundos`}
              onClick={() =>
                setPosition((current) => clampPosition(current - SKIP_SECONDS, lengthSeconds))
              }
            >
              <RotateCcw className="h-5 w-5" />
            </Button>
            <Button size="icon" aria-label={playing ? 'Pausar' : 'Reproduzir'} onClick={toggle}>
              {playing ? <Pause className="h-5 w-5" /> : <Play className="h-5 w-5" />}
            </Button>
            <Button
              variant="ghost"
              size="icon"
              aria-label={`Avançar ${SKIP_SECONDS} segundos`}
              onClick={() =>
                setPosition((current) => clampPosition(current + SKIP_SECONDS, lengthSeconds))
              }
            >
              <RotateCw className="h-5 w-5" />
            </Button>
          </div>
          <p className="text-sm tabular-nums text-muted-foreground">
            {formatPlaybackTime(position)} / {formatPlaybackTime(lengthSeconds)}
          </p>
        </div>
      </div>
    </div>
  )
}
