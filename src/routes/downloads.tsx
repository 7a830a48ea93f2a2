import { createFileRoute } from '@tanstack/react-router'
import { DownloadsPage } from '../features/content'

export const Route = createFileRoute('/downloads')({
  head: () => ({
    meta: [
      { title: 'Downloads | SuperbulletAI' },
      { name: 'description', content: 'Download SuperbulletAI for Windows 10 or 11: the latest version, system requirements and every earlier release.' },
    ],
  }),
  component: DownloadsPage,
})
