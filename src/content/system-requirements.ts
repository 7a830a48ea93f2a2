/** What the desktop app needs. Local data, shown on the Downloads page. */
export interface SystemRequirements {
  os: string
  osNote: string
  memory: string
  storage: string
  additional: string
  additionalNote: string
}

export const systemRequirements: SystemRequirements = {
  os: 'Windows 10 or 11',
  osNote: '64-bit required',
  memory: '8 GB RAM minimum',
  storage: '1 GB free',
  additional: 'Internet connection',
  additionalNote: 'Needed for AI features',
}

export function getSystemRequirements(): SystemRequirements {
  return systemRequirements
}
