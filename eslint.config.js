import { configApp } from '@adonisjs/eslint-config'
export default configApp({
  ignores: ['build/**', '.adonisjs/**', 'public/assets/**', '.data/**', 'storage/**'],
})
