/*
| Light, dark or the system's preference. The choice is kept in localStorage;
| an inline script in the HTML layout applies it before the first paint.
*/
import { useCallback, useEffect, useState } from 'react'

export type Theme = 'light' | 'dark' | 'system'
export const THEME_STORAGE_KEY = 'gt-theme'

function systemPrefersDark() {
  return window.matchMedia('(prefers-color-scheme: dark)').matches
}

export function applyTheme(theme: Theme) {
  const dark = theme === 'dark' || (theme === 'system' && systemPrefersDark())
  document.documentElement.classList.toggle('dark', dark)
  document.documentElement.style.colorScheme = dark ? 'dark' : 'light'
}

function storedTheme(): Theme {
  const stored = window.localStorage.getItem(THEME_STORAGE_KEY)
  return stored === 'light' || stored === 'dark' ? stored : 'system'
}

/**
 * Follows the system's light/dark switch while the chosen theme is 'system'.
 * Mounted by the header's theme button, whose menu (useTheme) loads only when opened.
 */
export function useSystemThemeSync() {
  useEffect(() => {
    const media = window.matchMedia('(prefers-color-scheme: dark)')
    const onChange = () => {
      if (storedTheme() === 'system') applyTheme('system')
    }
    media.addEventListener('change', onChange)
    return () => media.removeEventListener('change', onChange)
  }, [])
}

export function useTheme() {
  const [theme, setThemeState] = useState<Theme>('system')

  useEffect(() => setThemeState(storedTheme()), [])

  const setTheme = useCallback((next: Theme) => {
    window.localStorage.setItem(THEME_STORAGE_KEY, next)
    applyTheme(next)
    setThemeState(next)
  }, [])

  return { theme, setTheme }
}
