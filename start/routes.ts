/*
| Routes, split by area. Each file registers its own groups with their
| middleware and prefix; this file only loads them.
*/
import './route_matchers.js'
import './routes/public.js'
import './routes/auth.js'
import './routes/catalog.js'
import './routes/learning.js'
import './routes/community.js'
import './routes/subscription.js'
import './routes/admin.js'
import './routes/webhooks.js'
import './routes/messages.js'
import './routes/notifications.js'
import './routes/certificates.js'
import './routes/mentor.js'
import './routes/health.js'
