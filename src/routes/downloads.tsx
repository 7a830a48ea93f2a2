import { createFileRoute } from '@tanstack/react-router'
import { DownloadsPage } from '../features/content'
import { pageHead } from '../features/shell'

export const Route = createFileRoute('/downloads')({
  staticData: { prerender: true, indexed: true },
  head: (ctx) =>
    pageHead(ctx, {
      path: '/downloads',
      title: 'Downloads | SuperbulletAI',
      description:
        'Download SuperbulletAI for Windows 10 or 11: the latest version, system requirements and every earlier release.',
    }),
  component: DownloadsPage,
})
