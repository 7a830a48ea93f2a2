import { createFileRoute, stripSearchParams } from '@tanstack/react-router'
import * as v from 'valibot'
import { ROADMAP_FILTERS } from '../content/roadmap-filters'
import { RoadmapPage } from '../features/content'
import { pageHead } from '../features/shell'

/** `?filter=` is one of the five filter values; missing or unknown means 'all' (kept out of the URL). */
const roadmapSearch = v.object({
  filter: v.fallback(v.optional(v.picklist(ROADMAP_FILTERS), 'all'), 'all'),
})

export const Route = createFileRoute('/roadmap')({
  validateSearch: roadmapSearch,
  search: { middlewares: [stripSearchParams({ filter: 'all' })] },
  staticData: { prerender: true, indexed: true },
  head: (ctx) =>
    pageHead(ctx, {
      path: '/roadmap',
      title: 'Development Roadmap | SuperbulletAI',
      description:
        'What is finished, in progress, coming soon and planned for SuperbulletAI, quarter by quarter from Q2 2025 to Q3 2026.',
    }),
  component: RoadmapPage,
})
