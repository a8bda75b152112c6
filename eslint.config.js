import { configApp } from '@adonisjs/eslint-config'
import reactHooks from 'eslint-plugin-react-hooks'

export default configApp(
  {
    ignores: ['build/**', '.adonisjs/**', 'public/assets/**', '.data/**', 'storage/**', 'tmp/**'],
  },
  {
    files: ['inertia/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  }
)
