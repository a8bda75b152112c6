/*
| VineJS speaks Brazilian Portuguese: every rule's message lives in
| app/validators/messages.ts so the texts can be reviewed in one place.
*/
import vine, { SimpleMessagesProvider } from '@vinejs/vine'
import { validationMessages, fieldNames } from '#validators/messages'

vine.messagesProvider = new SimpleMessagesProvider(validationMessages, fieldNames)
