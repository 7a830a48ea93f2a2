import { preloadable } from '../../lib/preloadable'

/** Ark's menu, only for signed-in visitors: a chunk of its own, fetched once a user is known. */
export const UserMenu = preloadable(() => import('./user-menu').then((m) => m.UserMenu))
