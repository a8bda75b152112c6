import { Settings } from 'luxon'
import type { ApplicationService } from '@adonisjs/core/types'

/**
 * Process-wide defaults: dates are computed and formatted for Brazilian
 * learners (America/Sao_Paulo, pt-BR) unless code says otherwise.
 */
export default class AppProvider {
  constructor(protected app: ApplicationService) {}

  register() {
    Settings.defaultZone = 'America/Sao_Paulo'
    Settings.defaultLocale = 'pt-BR'
  }
}
