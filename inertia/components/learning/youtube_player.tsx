import { useEffect, useEffectEvent, useRef, useState } from 'react'
import type { PlaybackTick } from './use_position_saver'

type YouTubePlayerInstance = {
  getCurrentTime(): number
  getDuration(): number
  getPlaybackRate(): number
  destroy(): void
}
type YouTubeNamespace = {
  Player: new (
    element: HTMLElement,
    options: {
      videoId: string
      playerVars?: Record<string, number | string>
      events?: { onStateChange?: (event: { data: number }) => void }
    }
  ) => YouTubePlayerInstance
  PlayerState: { PLAYING: number; PAUSED: number; ENDED: number }
}

declare global {
  interface Window {
    YT?: YouTubeNamespace
    onYouTubeIframeAPIReady?: () => void
  }
}

let apiPromise: Promise<YouTubeNamespace> | null = null

/** Loads YouTube's IFrame API once; rejects after 8 s (blocked or offline), so the plain embed is used. */
function loadYouTubeApi() {
  if (window.YT?.Player) return Promise.resolve(window.YT)
  apiPromise ??= new Promise<YouTubeNamespace>((resolve, reject) => {
    const timeout = setTimeout(() => reject(new Error('YouTube indisponível')), 8000)
    const previous = window.onYouTubeIframeAPIReady
    window.onYouTubeIframeAPIReady = () => {
      previous?.()
      clearTimeout(timeout)
      resolve(window.YT!)
    }
    const script = document.createElement('script')
    script.src = 'https://www.youtube.com/iframe_api'
    script.async = true
    script.onerror = () => {
      clearTimeout(timeout)
      apiPromise = null
      reject(new Error('YouTube indisponível'))
    }
    document.head.appendChild(script)
  })
  return apiPromise
}

/**
 * YouTube embed for YouTube links and ids. With the IFrame API it resumes at
 * the saved position, reports the position (with the video's length and
 * speed) and says when it ends; without it (blocked) it is a plain embed
 * starting at the saved place, and nothing played can be counted.
 */
export function YouTubePlayer({
  videoId,
  title,
  initialPosition,
  onPosition,
  onPlayingChange,
  onEnded,
}: {
  videoId: string
  title: string
  initialPosition: number
  onPosition: (seconds: number, tick?: PlaybackTick) => void
  onPlayingChange: (playing: boolean) => void
  onEnded: () => void
}) {
  const container = useRef<HTMLDivElement>(null)
  const [fallback, setFallback] = useState(false)
  /* The saved place when the lesson opened; later saves must not restart the player. */
  const [start] = useState(() => Math.floor(initialPosition))
  const positionChanged = useEffectEvent(onPosition)
  const playingChanged = useEffectEvent(onPlayingChange)
  const endReached = useEffectEvent(onEnded)

  useEffect(() => {
    let player: YouTubePlayerInstance | null = null
    let poll: ReturnType<typeof setInterval> | null = null
    let cancelled = false
    loadYouTubeApi()
      .then((YT) => {
        if (cancelled || !container.current) return
        const target = document.createElement('div')
        container.current.replaceChildren(target)
        player = new YT.Player(target, {
          videoId,
          playerVars: { start, rel: 0, modestbranding: 1 },
          events: {
            onStateChange: ({ data }) => {
              if (poll) clearInterval(poll)
              poll = null
              if (!player) return
              const current = player
              /* Its length (a YouTube lesson nobody gave one learns it) and its speed menu's choice. */
              const tick = (force = false): PlaybackTick => ({
                force,
                duration: current.getDuration() > 0 ? current.getDuration() : undefined,
                rate: current.getPlaybackRate(),
              })
              if (data === YT.PlayerState.PLAYING) {
                playingChanged(true)
                poll = setInterval(() => positionChanged(current.getCurrentTime(), tick()), 1000)
              } else {
                if (data === YT.PlayerState.PAUSED)
                  positionChanged(current.getCurrentTime(), tick(true))
                if (data === YT.PlayerState.ENDED)
                  positionChanged(current.getDuration(), tick(true))
                playingChanged(false)
                if (data === YT.PlayerState.ENDED) endReached()
              }
            },
          },
        })
      })
      .catch(() => !cancelled && setFallback(true))
    return () => {
      cancelled = true
      if (poll) clearInterval(poll)
      player?.destroy()
    }
  }, [videoId, start])

  return (
    <div className="aspect-video w-full overflow-hidden rounded-xl border bg-black [&_iframe]:h-full [&_iframe]:w-full">
      {fallback ? (
        <iframe
          src={`https://www.youtube-nocookie.com/embed/${videoId}?start=${start}&rel=0`}
          title={title}
          allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
          allowFullScreen
        />
      ) : (
        <div ref={container} className="h-full w-full" aria-label={title} />
      )}
    </div>
  )
}
