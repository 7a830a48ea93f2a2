import { describe, expect, it } from 'vitest'
import {
  countByFilter,
  filterRoadmap,
  roadmap,
  ROADMAP_FILTER_LABELS,
  ROADMAP_FILTERS,
} from '../../src/content/roadmap'

describe('roadmap data', () => {
  it('has six quarters from Q2 2025 to Q3 2026 with date ranges and every quarter status', () => {
    expect(roadmap.map((q) => q.quarter)).toEqual([
      'Q2 2025',
      'Q3 2025',
      'Q4 2025',
      'Q1 2026',
      'Q2 2026',
      'Q3 2026',
    ])
    expect(roadmap[0]!.dateRange).toBe('April-June 2025')
    for (const q of roadmap) expect(q.dateRange).toMatch(/^[A-Z][a-z]+-[A-Z][a-z]+ 20\d\d$/)
    expect(new Set(roadmap.map((q) => q.status))).toEqual(
      new Set(['completed', 'in-progress', 'upcoming', 'planning']),
    )
  })

  it('dates finished and half-finished items, and gives sub-items only to half-finished ones', () => {
    for (const item of roadmap.flatMap((q) => q.items)) {
      if (item.status === 'completed' || item.status === 'in-progress')
        expect(item.date).toMatch(/^2025-\d\d-\d\d$/)
      if ('subItems' in item && item.subItems) {
        expect(item.status).toBe('in-progress')
        expect(item.subItems.some((s) => s.status === 'finished')).toBe(true)
        expect(item.subItems.some((s) => s.status === 'not-finished')).toBe(true)
      }
    }
  })

  it('draws items from the feature list', () => {
    const names = roadmap.flatMap((q) => q.items.map((i) => i.name)).join(' | ')
    for (const f of [
      'Agent mode and Ask mode',
      'Super Agent mode',
      'Codebase indexing',
      'Checkpoints and rollback',
      'Integrated code editor',
      'Collaboration with friends',
      'Roblox project import',
      'BulletMindV1',
      'Ghost tab completion',
    ]) {
      expect(names).toContain(f)
    }
  })

  it('counts items per filter', () => {
    const counts = countByFilter()
    expect(counts).toEqual({
      all: 26,
      completed: 11,
      'in-progress': 2,
      'coming-soon': 7,
      planning: 6,
    })
    expect(counts.completed + counts['in-progress'] + counts['coming-soon'] + counts.planning).toBe(
      counts.all,
    )
    expect(ROADMAP_FILTERS.map((f) => ROADMAP_FILTER_LABELS[f])).toEqual([
      'All Items',
      'Completed',
      'In Progress',
      'Coming Soon',
      'Planning',
    ])
  })

  it('filters items and drops quarters left empty', () => {
    expect(filterRoadmap('all')).toEqual(roadmap)
    const coming = filterRoadmap('coming-soon')
    expect(coming.map((q) => q.quarter)).toEqual(['Q4 2025', 'Q1 2026'])
    expect(coming.flatMap((q) => q.items).every((i) => i.status === 'coming-soon')).toBe(true)
    expect(coming.flatMap((q) => q.items)).toHaveLength(7)
    expect(filterRoadmap('in-progress').map((q) => q.quarter)).toEqual(['Q3 2025'])
    // The source data is not changed by filtering.
    expect(roadmap[1]!.items).toHaveLength(8)
  })
})
