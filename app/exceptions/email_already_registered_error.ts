export class EmailAlreadyRegisteredError extends Error {
  constructor() {
    super('Este email já está registrado.')
  }
}
