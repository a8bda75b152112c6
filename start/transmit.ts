/*
| Transmit (server-sent events): the stream routes and the authorization of
| private channels. Areas register their channels here.
*/
import transmit from '@adonisjs/transmit/services/main'

transmit.registerRoutes()
