/** Every content route, its document title and its one h1. */
export const contentPages = [
  {
    path: '/',
    title: 'SuperbulletAI | The AI Game Developer for Roblox Creators',
    h1: 'Describe your Roblox game. We build it.',
  },
  { path: '/downloads', title: 'Downloads | SuperbulletAI', h1: 'Download SuperbulletAI' },
  { path: '/roadmap', title: 'Development Roadmap | SuperbulletAI', h1: 'Development Roadmap' },
  { path: '/demo', title: 'Live Demos | SuperbulletAI', h1: 'See SuperbulletAI Build Real Games' },
  { path: '/faq', title: 'FAQ | SuperbulletAI', h1: 'Frequently Asked Questions' },
  { path: '/contact', title: 'Contact Support | SuperbulletAI', h1: 'Contact Support' },
  { path: '/terms-of-service', title: 'Terms of Service | SuperbulletAI', h1: 'Terms of Service' },
  { path: '/privacy-policy', title: 'Privacy Policy | SuperbulletAI', h1: 'Privacy Policy' },
  { path: '/security-policy', title: 'Security Policy | SuperbulletAI', h1: 'Security Policy' },
  { path: '/reset-password', title: 'Reset Password | SuperbulletAI', h1: 'Reset Your Password' },
]
