import type { RoadmapFilter } from './roadmap-filters'

export { ROADMAP_FILTERS, type RoadmapFilter } from './roadmap-filters'

/** The development roadmap: six quarters, Q2 2025 to Q3 2026. */
export type QuarterStatus = 'completed' | 'in-progress' | 'upcoming' | 'planning'

export const ROADMAP_FILTER_LABELS: Record<RoadmapFilter, string> = {
  all: 'All Items',
  completed: 'Completed',
  'in-progress': 'In Progress',
  'coming-soon': 'Coming Soon',
  planning: 'Planning',
}

export const QUARTER_STATUS_LABELS: Record<QuarterStatus, string> = {
  completed: 'Completed',
  'in-progress': 'In Progress',
  upcoming: 'Upcoming',
  planning: 'Planning',
}

export interface RoadmapSubItem {
  text: string
  status: 'finished' | 'not-finished'
}

interface ItemBase {
  name: string
  description: string
}

/** Finished and half-finished items carry an ISO date; later items a target label. */
export type RoadmapItem =
  | (ItemBase & { status: 'completed'; date: string })
  | (ItemBase & { status: 'in-progress'; date: string; subItems?: RoadmapSubItem[] })
  | (ItemBase & { status: 'coming-soon' | 'planning'; date: string })

export interface Quarter {
  /** "Q2 2025" */
  quarter: string
  /** "April-June 2025" */
  dateRange: string
  status: QuarterStatus
  items: RoadmapItem[]
}

export const roadmap: Quarter[] = [
  {
    quarter: 'Q2 2025',
    dateRange: 'April-June 2025',
    status: 'completed',
    items: [
      {
        name: 'Desktop app and Roblox Studio connection',
        description:
          'A Windows app that connects to Roblox Studio and sees your project structure and code.',
        status: 'completed',
        date: '2025-06-08',
      },
      {
        name: 'Agent mode and Ask mode',
        description:
          'Let the AI make the changes for you, or ask questions without touching your project.',
        status: 'completed',
        date: '2025-06-15',
      },
      {
        name: 'Reading project files and properties',
        description:
          'The AI reads scripts, the explorer tree and instance properties to ground its answers.',
        status: 'completed',
        date: '2025-06-21',
      },
      {
        name: 'Code search',
        description: 'Search code across every script in the project.',
        status: 'completed',
        date: '2025-06-27',
      },
      {
        name: 'Game systems from plain English',
        description:
          'Describe a game idea and get the systems, user interfaces, effects and code it needs.',
        status: 'completed',
        date: '2025-06-30',
      },
    ],
  },
  {
    quarter: 'Q3 2025',
    dateRange: 'July-September 2025',
    status: 'in-progress',
    items: [
      {
        name: 'Checkpoints and rollback',
        description: 'A checkpoint before every AI change, and one-click rollback to any of them.',
        status: 'completed',
        date: '2025-07-12',
      },
      {
        name: 'Integrated code editor',
        description: 'Review and edit AI changes in a Luau editor before applying them.',
        status: 'completed',
        date: '2025-07-26',
      },
      {
        name: 'Codebase indexing',
        description: 'The AI understands your whole project, not only the scripts you have open.',
        status: 'completed',
        date: '2025-08-09',
      },
      {
        name: 'Super Agent mode',
        description:
          'Builds whole game systems across many scripts, with your permission before anything runs.',
        status: 'completed',
        date: '2025-08-23',
      },
      {
        name: 'Collaboration with friends',
        description: 'Invite friends to build the same project with you.',
        status: 'completed',
        date: '2025-09-04',
      },
      {
        name: 'Roblox project import',
        description: 'Bring an existing Roblox project in and index it in one step.',
        status: 'completed',
        date: '2025-09-11',
      },
      {
        name: 'Large codebase processing',
        description:
          'Whole codebases processed in one go, so even the biggest games fit in context.',
        status: 'in-progress',
        date: '2025-09-11',
        subItems: [
          { text: 'Chunked indexing pipeline', status: 'finished' },
          { text: 'Incremental re-indexing on save', status: 'finished' },
          { text: 'Processing up to 5M tokens per codebase', status: 'not-finished' },
          { text: 'Indexing progress shown in the app', status: 'not-finished' },
        ],
      },
      {
        name: 'BulletMindV1 model',
        description:
          'Our own model, trained to be the strongest for Roblox, at a fraction of the inference cost.',
        status: 'in-progress',
        date: '2025-09-05',
        subItems: [
          { text: 'Roblox-specific training data', status: 'finished' },
          { text: 'First training run', status: 'finished' },
          { text: 'Evaluation against other large models', status: 'not-finished' },
          { text: 'Rollout in the desktop app', status: 'not-finished' },
        ],
      },
    ],
  },
  {
    quarter: 'Q4 2025',
    dateRange: 'October-December 2025',
    status: 'upcoming',
    items: [
      {
        name: 'Ghost tab completion',
        description: 'Inline suggestions as you type in the code editor: press Tab to accept.',
        status: 'coming-soon',
        date: 'October 2025',
      },
      {
        name: 'Digitally signed executable',
        description: 'The Windows installer and app will be digitally signed.',
        status: 'coming-soon',
        date: 'October 2025',
      },
      {
        name: 'Data storage opt-out',
        description: 'Choose whether your data may be stored to improve responses.',
        status: 'coming-soon',
        date: 'November 2025',
      },
      {
        name: 'Usage history',
        description: 'See your token use and chat sessions over time in the dashboard.',
        status: 'coming-soon',
        date: 'November 2025',
      },
      {
        name: 'Teams plan',
        description: 'Shared billing and token pools for studios.',
        status: 'coming-soon',
        date: 'December 2025',
      },
    ],
  },
  {
    quarter: 'Q1 2026',
    dateRange: 'January-March 2026',
    status: 'upcoming',
    items: [
      {
        name: 'Password reset on the website',
        description: 'Reset your password from the website without contacting support.',
        status: 'coming-soon',
        date: 'January 2026',
      },
      {
        name: 'Usage-based pricing',
        description: 'Pay as you go with a monthly spending limit and usage alerts.',
        status: 'coming-soon',
        date: 'February 2026',
      },
      {
        name: 'Shared team workspaces',
        description: 'Projects, checkpoints and chat history shared across a team.',
        status: 'planning',
        date: 'March 2026',
      },
    ],
  },
  {
    quarter: 'Q2 2026',
    dateRange: 'April-June 2026',
    status: 'planning',
    items: [
      {
        name: 'Playtest agent',
        description: 'An agent that play-tests your game in Roblox Studio and reports what breaks.',
        status: 'planning',
        date: 'Q2 2026',
      },
      {
        name: 'Asset and model generation',
        description: 'Generate meshes, textures and sounds alongside code.',
        status: 'planning',
        date: 'Q2 2026',
      },
      {
        name: 'Performance profiler',
        description: 'Find slow scripts and memory leaks, with suggested fixes.',
        status: 'planning',
        date: 'Q2 2026',
      },
    ],
  },
  {
    quarter: 'Q3 2026',
    dateRange: 'July-September 2026',
    status: 'planning',
    items: [
      {
        name: 'Enterprise deployment',
        description: 'Single sign-on, audit logs and dedicated capacity for large studios.',
        status: 'planning',
        date: 'Q3 2026',
      },
      {
        name: 'Live multiplayer debugging',
        description: 'Inspect server and client state side by side while a test session runs.',
        status: 'planning',
        date: 'Q3 2026',
      },
    ],
  },
]

/** Items per filter value, over the whole roadmap. */
export function countByFilter(
  quarters: readonly Quarter[] = roadmap,
): Record<RoadmapFilter, number> {
  const counts: Record<RoadmapFilter, number> = {
    all: 0,
    completed: 0,
    'in-progress': 0,
    'coming-soon': 0,
    planning: 0,
  }
  for (const q of quarters) {
    for (const item of q.items) {
      counts.all += 1
      counts[item.status] += 1
    }
  }
  return counts
}

/** The quarters to show for a filter: their items narrowed to it, empty quarters dropped. */
export function filterRoadmap(
  filter: RoadmapFilter,
  quarters: readonly Quarter[] = roadmap,
): Quarter[] {
  if (filter === 'all') return [...quarters]
  return quarters
    .map((q) => ({ ...q, items: q.items.filter((i) => i.status === filter) }))
    .filter((q) => q.items.length > 0)
}
