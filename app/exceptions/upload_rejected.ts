/** The upload was refused; `message` (pt-BR) is shown next to the file picker. Nothing was stored. */
export class UploadRejected extends Error {
  constructor(
    message: string,
    public status = 422
  ) {
    super(message)
  }
}
