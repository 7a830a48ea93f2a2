/** A static policy page: sections of plain paragraphs and lists, rendered as text (no HTML). */
export interface LegalSection {
  id: string
  title: string
  paragraphs: string[]
  list?: string[]
}

export interface LegalDocument {
  title: string
  /** Meta description. */
  description: string
  /** ISO date, shown in long en-US form. */
  lastUpdated: string
  intro: string
  sections: LegalSection[]
}
