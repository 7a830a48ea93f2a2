import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { getLatestReleaseInfo } from '../../../src/content/releases'
import { renderApp } from '../../support/render-app'

const main = () => document.getElementById('main')!
const section = (name: string | RegExp) =>
  screen.getByRole('heading', { level: 2, name }).closest('section')!

describe('Home', () => {
  it('has a hero whose Download for Windows goes to the latest installer and All Downloads to /downloads', async () => {
    await renderApp('/')
    const hero = screen.getByRole('heading', { level: 1 }).closest('header')!
    const download = within(hero).getByRole('link', { name: 'Download for Windows' })
    expect(download).toHaveAttribute(
      'href',
      'https://downloads.superbullet.ai/SuperbulletAI-Setup-0.2.26.exe',
    )
    expect(download).toHaveAttribute('href', getLatestReleaseInfo().downloadUrl)
    expect(download.getAttribute('href')).toMatch(
      /^https:\/\/downloads\.superbullet\.ai\/.+0\.2\.26\.exe$/,
    )
    expect(within(hero).getByRole('link', { name: 'All Downloads' })).toHaveAttribute(
      'href',
      '/downloads',
    )
    expect(within(hero).getByText(/v0\.2\.26 · 300 MB/)).toBeInTheDocument()
  })

  it('follows All Downloads to the downloads page', async () => {
    const { user, router } = await renderApp('/')
    await user.click(screen.getByRole('link', { name: 'All Downloads' }))
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Download SuperbulletAI' }),
    ).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/downloads')
  })

  it('has the Available Now, How it works in 3 steps, BulletMindV1, tab completion and trusted-by sections', async () => {
    await renderApp('/')
    const available = section('Available Now')
    for (const f of [
      'Agent and Ask modes',
      'Super Agent mode',
      'Codebase indexing',
      'Checkpoints and rollback',
      'Integrated code editor',
    ]) {
      expect(within(available).getByRole('heading', { level: 3, name: f })).toBeInTheDocument()
    }
    const how = section('How it works in 3 steps')
    expect(within(how).getAllByRole('listitem')).toHaveLength(3)
    expect(
      within(how).getByRole('heading', {
        level: 3,
        name: /^Step 1:\s*Download and create your account$/,
      }),
    ).toBeInTheDocument()

    const model = section(/BulletMindV1/)
    expect(within(model).getByText('Coming Soon')).toBeInTheDocument()
    expect(
      within(model).getByText(/8X lower inference cost than other large models/),
    ).toBeInTheDocument()

    const tab = section(/tab completion/i)
    expect(within(tab).getByText('Coming Soon')).toBeInTheDocument()

    const trusted = section('Trusted by Roblox creators')
    expect(within(trusted).getAllByRole('listitem').length).toBeGreaterThanOrEqual(4)
  })

  it('has buttons to /roadmap', async () => {
    const { user, router } = await renderApp('/')
    const toRoadmap = within(main())
      .getAllByRole('link')
      .filter((a) => a.getAttribute('href') === '/roadmap')
    expect(toRoadmap.length).toBeGreaterThanOrEqual(2)
    expect(within(main()).getByRole('link', { name: 'View Roadmap' })).toHaveAttribute(
      'href',
      '/roadmap',
    )
    await user.click(within(main()).getByRole('link', { name: 'View Roadmap' }))
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Development Roadmap' }),
    ).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/roadmap')
  })

  it('shows the marketing claims as claims, with the internal-testing footnote', async () => {
    await renderApp('/')
    const claims = section('Our claims')
    expect(within(claims).getAllByText('Our claim*')).toHaveLength(4)
    expect(within(claims).getByText('10X')).toBeInTheDocument()
    expect(within(claims).getByText('90%+')).toBeInTheDocument()
    expect(within(claims).getByText(/under 1\.5 seconds per call/)).toBeInTheDocument()
    expect(within(claims).getByText(/You own what you build/)).toBeInTheDocument()
    expect(
      screen.getByText(
        /30M BulletMindV1 tokens for every \$20 you spend, credited after Early Access ends/,
      ),
    ).toBeInTheDocument()
    expect(screen.getByText('* Claims based on internal testing.')).toBeInTheDocument()
  })

  it('stays light: no images, no Ark widgets', async () => {
    await renderApp('/')
    expect(main().querySelectorAll('img, picture, video, iframe')).toHaveLength(0)
    expect(main().querySelectorAll('[data-scope]')).toHaveLength(0)
  })
})
