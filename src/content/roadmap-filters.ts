/**
 * The roadmap filter's values, in the filter bar's order; 'all' is the default. Kept apart from
 * the roadmap data: the route's search validation runs in the main bundle, the data does not.
 */
export const ROADMAP_FILTERS = [
  'all',
  'completed',
  'in-progress',
  'coming-soon',
  'planning',
] as const
export type RoadmapFilter = (typeof ROADMAP_FILTERS)[number]
