import { useCallback, useState, useSyncExternalStore } from 'react'
import { installPromptStore } from '~/lib/pwa'

/* The member's answer, kept on this device: the offer is made once. */
const ANSWER_KEY = 'gt-install-prompt'

function answered() {
  try {
    return localStorage.getItem(ANSWER_KEY) !== null
  } catch {
    return true
  }
}

/**
 * The install offer for the dashboard: present while the browser allows an
 * install and the member has not answered it on this device.
 */
export function useInstallPrompt() {
  const prompt = useSyncExternalStore(
    installPromptStore.subscribe,
    installPromptStore.current,
    () => null
  )
  const [hidden, setHidden] = useState(false)

  const remember = useCallback((answer: 'accepted' | 'dismissed') => {
    try {
      localStorage.setItem(ANSWER_KEY, answer)
    } catch {}
    setHidden(true)
  }, [])

  const install = useCallback(async () => {
    if (!prompt) return
    await prompt.prompt()
    const choice = await prompt.userChoice
    installPromptStore.used()
    remember(choice.outcome)
  }, [prompt, remember])

  const dismiss = useCallback(() => remember('dismissed'), [remember])

  return { offer: Boolean(prompt) && !hidden && !answered(), install, dismiss }
}
