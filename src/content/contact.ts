import { SUPPORT_EMAIL } from '../config'

/** The /contact page's description for search results and link previews. */
export const CONTACT_DESCRIPTION = `Email SuperbulletAI support at ${SUPPORT_EMAIL}. We reply within 24 hours; here is what to include so we can help on the first reply.`
