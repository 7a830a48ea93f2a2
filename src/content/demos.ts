import { links } from '../config'

/** A demo video as the Demo page shows it. Embeds are https (see `links.demoVideos`). */
export interface Demo {
  id: string
  title: string
  description: string
  /** "September 2025" */
  dateLabel: string
  embedUrl: string
  /** The embed's size: video-host embeds are 560x315, the professional-network post 504x399. */
  embedSize: { width: 560; height: 315 } | { width: 504; height: 399 }
  uncutUrl?: string
  highlights: string[]
  latest?: boolean
  earliest?: boolean
}

const VIDEO = { width: 560, height: 315 } as const
const POST = { width: 504, height: 399 } as const
const v = links.demoVideos

export const demos: Demo[] = [
  {
    id: 'leveling-system',
    title: 'Leveling System',
    description:
      'A complete XP and leveling system with a progress-bar UI, built from one prompt in Super Agent mode.',
    dateLabel: 'September 2025',
    embedUrl: v.levelingEmbed,
    embedSize: VIDEO,
    uncutUrl: v.levelingUncut,
    highlights: [
      'XP gain, level-ups and saved progress with DataStores',
      'Animated XP bar and level-up effect',
      'Server-authoritative with RemoteEvents',
      'One prompt, no manual code',
    ],
    latest: true,
  },
  {
    id: 'zombie-system',
    title: 'Zombie System',
    description: 'Wave-based zombies with pathfinding, damage and a round timer.',
    dateLabel: 'August 2025',
    embedUrl: v.zombieEmbed,
    embedSize: VIDEO,
    uncutUrl: v.zombieUncut,
    highlights: [
      'Zombie AI with PathfindingService',
      'Waves that scale with player count',
      'Health, damage and kill rewards',
      'Round timer UI',
    ],
  },
  {
    id: 'death-effect-system',
    title: 'Death Effect System',
    description:
      'Particles, ragdoll and a camera shake when a player dies, generated and tuned in minutes.',
    dateLabel: 'August 2025',
    embedUrl: v.deathEffectEmbed,
    embedSize: VIDEO,
    highlights: [
      'Ragdoll on death',
      'Particle burst and screen fade',
      'Camera shake on the client',
      'Respawn countdown',
    ],
  },
  {
    id: 'loading-system',
    title: 'Loading System',
    description: 'A polished loading screen that preloads assets and shows real progress.',
    dateLabel: 'July 2025',
    embedUrl: v.loadingEmbed,
    embedSize: VIDEO,
    highlights: [
      'Asset preloading with ContentProvider',
      'Progress bar that reflects real progress',
      'Tips carousel and skip button',
      'Smooth fade into the game',
    ],
  },
  {
    id: 'earliest-demo',
    title: 'Earliest Demo',
    description: 'Where it started: the first public demo, a few weeks into development.',
    dateLabel: 'June 2025',
    embedUrl: v.earliestEmbed,
    embedSize: POST,
    highlights: [
      'First connection to Roblox Studio',
      'A working game system from a plain-English prompt',
      'Built by one developer',
    ],
    earliest: true,
  },
]
