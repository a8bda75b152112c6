import { useId, useRef, useState } from 'react'
import { Gauge } from '~/components/platform/icons'
import { PLAYBACK_RATES, playbackRateLabel } from '@domain/learning/playback'
import type { PlaybackTick } from './use_position_saver'

/**
 * HTML5 player for an uploaded file or a URL (video or audio). Resumes at
 * the saved position and speed, reports the position (with its length and
 * speed, so the stretches played are known) while playing and on pause, and
 * says when playback reaches the end. A video
 * with captions shows them (pt-BR, on by default); the speed menu goes from
 * 0,75× to 2× and the choice is remembered with the position.
 */
export function MediaPlayer({
  kind,
  src,
  captionsUrl,
  title,
  initialPosition,
  initialRate,
  onPosition,
  onRateChange,
  onPlayingChange,
  onEnded,
}: {
  kind: 'video' | 'audio'
  src: string
  captionsUrl: string | null
  title: string
  initialPosition: number
  initialRate: number
  onPosition: (seconds: number, tick?: PlaybackTick) => void
  onRateChange: (rate: number) => void
  onPlayingChange: (playing: boolean) => void
  onEnded: () => void
}) {
  const resumed = useRef(false)
  const media = useRef<HTMLVideoElement & HTMLAudioElement>(null)
  const [rate, setRate] = useState(initialRate)
  const speedId = useId()

  function changeRate(next: number) {
    setRate(next)
    if (media.current) media.current.playbackRate = next
    onRateChange(next)
  }

  const tickOf = (element: HTMLMediaElement, force = false): PlaybackTick => ({
    force,
    duration: Number.isFinite(element.duration) ? element.duration : undefined,
    rate: element.playbackRate,
  })

  const handlers = {
    onLoadedMetadata: (event: React.SyntheticEvent<HTMLMediaElement>) => {
      const element = event.currentTarget
      element.playbackRate = rate
      if (!resumed.current && initialPosition > 0 && initialPosition < element.duration - 2) {
        element.currentTime = initialPosition
      }
      resumed.current = true
    },
    /* Browsers reset the speed when a new source loads; keep the learner's. */
    /* The stretch played starts where playback starts, not at the first time update after it. */
    onPlay: (event: React.SyntheticEvent<HTMLMediaElement>) => {
      if (event.currentTarget.playbackRate !== rate) event.currentTarget.playbackRate = rate
      onPosition(event.currentTarget.currentTime, tickOf(event.currentTarget))
      onPlayingChange(true)
    },
    onTimeUpdate: (event: React.SyntheticEvent<HTMLMediaElement>) =>
      onPosition(event.currentTarget.currentTime, tickOf(event.currentTarget)),
    /* The stretch played up to here is reported before playback counts as stopped. */
    onPause: (event: React.SyntheticEvent<HTMLMediaElement>) => {
      onPosition(event.currentTarget.currentTime, tickOf(event.currentTarget, true))
      onPlayingChange(false)
    },
    onEnded: (event: React.SyntheticEvent<HTMLMediaElement>) => {
      onPosition(event.currentTarget.duration, tickOf(event.currentTarget, true))
      onPlayingChange(false)
      onEnded()
    },
  }

  const speed = (
    <div className="flex items-center justify-end gap-2 text-sm">
      <Gauge className="h-4 w-4 text-muted-foreground" aria-hidden="true" />
      <label htmlFor={speedId} className="text-muted-foreground">
        Velocidade
      </label>
      <select
        id={speedId}
        value={String(rate)}
        onChange={(event) => changeRate(Number(event.target.value))}
        className="h-9 rounded-md border bg-background px-2 text-sm"
        data-testid="playback-rate"
      >
        {PLAYBACK_RATES.map((option) => (
          <option key={option} value={String(option)}>
            {option === 1 ? `${playbackRateLabel(option)} (normal)` : playbackRateLabel(option)}
          </option>
        ))}
      </select>
    </div>
  )

  if (kind === 'audio') {
    return (
      <div className="grid gap-2">
        <audio
          ref={media}
          controls
          preload="metadata"
          src={src}
          aria-label={title}
          className="w-full"
          {...handlers}
        >
          Seu navegador não reproduz áudio. <a href={src}>Baixe o episódio</a>.
        </audio>
        {speed}
      </div>
    )
  }
  return (
    <div className="grid gap-2">
      <video
        ref={media}
        controls
        preload="metadata"
        src={src}
        aria-label={title}
        className="aspect-video w-full rounded-xl border bg-black"
        data-testid="lesson-video"
        {...handlers}
      >
        {captionsUrl && (
          <track kind="captions" src={captionsUrl} srcLang="pt-BR" label="Português" default />
        )}
        Seu navegador não reproduz vídeo. <a href={src}>Baixe o vídeo</a>.
      </video>
      {speed}
    </div>
  )
}
