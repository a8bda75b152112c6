import { useRef } from 'react'

/**
 * HTML5 player for an uploaded file or a URL (video or audio). Resumes at
 * the saved position, reports the position while playing and on pause, and
 * completes the lesson when playback reaches the end.
 */
export function MediaPlayer({
  kind,
  src,
  title,
  initialPosition,
  onPosition,
  onPlayingChange,
  onEnded,
}: {
  kind: 'video' | 'audio'
  src: string
  title: string
  initialPosition: number
  onPosition: (seconds: number, force?: boolean, duration?: number) => void
  onPlayingChange: (playing: boolean) => void
  onEnded: () => void
}) {
  const resumed = useRef(false)
  const handlers = {
    onLoadedMetadata: (event: React.SyntheticEvent<HTMLMediaElement>) => {
      const media = event.currentTarget
      if (!resumed.current && initialPosition > 0 && initialPosition < media.duration - 2) {
        media.currentTime = initialPosition
      }
      resumed.current = true
    },
    onTimeUpdate: (event: React.SyntheticEvent<HTMLMediaElement>) =>
      onPosition(event.currentTarget.currentTime, false, event.currentTarget.duration),
    onPlay: () => onPlayingChange(true),
    onPause: (event: React.SyntheticEvent<HTMLMediaElement>) => {
      onPlayingChange(false)
      onPosition(event.currentTarget.currentTime, true, event.currentTarget.duration)
    },
    onEnded: (event: React.SyntheticEvent<HTMLMediaElement>) => {
      onPlayingChange(false)
      onPosition(event.currentTarget.duration, true, event.currentTarget.duration)
      onEnded()
    },
  }
  if (kind === 'audio') {
    return (
      <audio
        controls
        preload="metadata"
        src={src}
        aria-label={title}
        className="w-full"
        {...handlers}
      >
        Seu navegador não reproduz áudio. <a href={src}>Baixe o episódio</a>.
      </audio>
    )
  }
  return (
    <video
      controls
      preload="metadata"
      src={src}
      aria-label={title}
      className="aspect-video w-full rounded-xl border bg-black"
      {...handlers}
    >
      Seu navegador não reproduz vídeo. <a href={src}>Baixe o vídeo</a>.
    </video>
  )
}
