import { describe, expect, it } from 'vitest'
import { demos } from '../../src/content/demos'
import { faqItemCount, faqSections } from '../../src/content/faq'

describe('demos data', () => {
  it('has the five demos, https embeds at 560x315 or 504x399, one latest and one earliest', () => {
    expect(demos.map((d) => d.title)).toEqual([
      'Leveling System',
      'Zombie System',
      'Death Effect System',
      'Loading System',
      'Earliest Demo',
    ])
    for (const d of demos) {
      expect(new URL(d.embedUrl).protocol).toBe('https:')
      if (d.uncutUrl) expect(new URL(d.uncutUrl).protocol).toBe('https:')
      expect(['560x315', '504x399']).toContain(`${d.embedSize.width}x${d.embedSize.height}`)
      expect(d.highlights.length).toBeGreaterThan(0)
    }
    expect(demos.filter((d) => d.latest).map((d) => d.id)).toEqual(['leveling-system'])
    expect(demos.filter((d) => d.earliest).map((d) => d.id)).toEqual(['earliest-demo'])
  })
})

describe('FAQ data', () => {
  it('has ten items in four sections', () => {
    expect(faqSections.map((s) => s.title)).toEqual([
      'About',
      'Technical Questions',
      'Concerns About AI Development',
      'Miscellaneous',
    ])
    expect(faqItemCount).toBe(10)
    const ids = faqSections.flatMap((s) => s.items.map((i) => i.id))
    expect(new Set(ids).size).toBe(10)
  })
})
