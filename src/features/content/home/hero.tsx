import { Link } from '@tanstack/react-router'
import { css, cx } from 'styled-system/css'
import { button } from 'styled-system/recipes'
import { Badge } from '../../../components/ui/badge'
import { LATEST_SIZE, LATEST_VERSION, latestReleaseInfo } from '../../../content/latest-release'
import { RewindIcon, WindowsIcon } from '../shared/icons'
import { container } from '../shared/page'
import { ctaRow } from './home-styles'

// The hero: headline, download and pricing calls to action, and a text-only picture of a session in the app.

export function Hero() {
  return (
    <header
      className={css({
        position: 'relative',
        overflow: 'hidden',
        borderBottomWidth: '1px',
        borderColor: 'border.default',
        bgImage:
          'radial-gradient(ellipse 70% 60% at 20% 0%, rgba(245, 158, 11, 0.18), transparent 70%), radial-gradient(ellipse 50% 50% at 90% 30%, rgba(59, 130, 246, 0.08), transparent 70%)',
      })}
    >
      <div
        className={cx(
          container,
          css({
            py: { base: '14', md: '24' },
            display: 'grid',
            gap: { base: '12', lg: '16' },
            gridTemplateColumns: { base: 'minmax(0, 1fr)', lg: 'minmax(0, 1.1fr) minmax(0, 1fr)' },
            alignItems: 'center',
          }),
        )}
      >
        <div>
          <Badge tone="accent">Early Access · v{LATEST_VERSION} available now</Badge>
          <h1
            className={css({
              mt: '5',
              fontSize: { base: '4xl', sm: '5xl', lg: '6xl' },
              fontWeight: 'extrabold',
              letterSpacing: '-0.035em',
              lineHeight: '1.05',
            })}
          >
            Describe your Roblox game.{' '}
            <span className={css({ color: 'accent.default' })}>We build it.</span>
          </h1>
          <p
            className={css({
              mt: '5',
              color: 'fg.muted',
              fontSize: { base: 'md', md: 'xl' },
              maxW: 'xl',
            })}
          >
            SuperbulletAI is the AI game developer for Roblox creators. Describe a game idea in
            plain English: it sees your project structure and code, and generates game systems, user
            interfaces, effects and code.
          </p>
          <div className={ctaRow}>
            <a href={latestReleaseInfo.downloadUrl} className={button({ size: 'lg' })}>
              <WindowsIcon width={18} height={18} />
              Download for Windows
            </a>
            <Link to="/downloads" className={button({ size: 'lg', variant: 'outline' })}>
              All Downloads
            </Link>
          </div>
          <p className={css({ mt: '4', fontSize: 'sm', color: 'fg.subtle' })}>
            Free plan included · Windows 10 or 11, 64-bit · v{LATEST_VERSION} · {LATEST_SIZE}
          </p>
        </div>
        <PromptPreview />
      </div>
    </header>
  )
}

const mono = css({ fontFamily: 'mono', fontSize: 'xs' })

/** A text-only picture of a session in the app: a prompt, and what the agent produced. */
function PromptPreview() {
  const files = [
    { name: 'LevelingService.lua', kind: 'Server' },
    { name: 'XPBar.client.lua', kind: 'UI' },
    { name: 'LevelUpEffect.lua', kind: 'Effect' },
    { name: 'Remotes/LevelUp', kind: 'Remote' },
  ]
  return (
    <div
      aria-hidden="true"
      className={css({
        bg: 'bg.surface',
        borderWidth: '1px',
        borderColor: 'border.strong',
        borderRadius: 'card',
        boxShadow:
          '0 40px 100px -30px rgba(245, 158, 11, 0.25), 0 20px 50px -20px rgba(0, 0, 0, 0.8)',
        overflow: 'hidden',
        minW: '0',
      })}
    >
      <div
        className={css({
          display: 'flex',
          alignItems: 'center',
          gap: '2',
          px: '4',
          py: '3',
          borderBottomWidth: '1px',
          borderColor: 'border.default',
          bg: 'bg.raised',
        })}
      >
        <span className={css({ w: '2.5', h: '2.5', borderRadius: 'full', bg: '#ef4444' })} />
        <span className={css({ w: '2.5', h: '2.5', borderRadius: 'full', bg: '#f59e0b' })} />
        <span className={css({ w: '2.5', h: '2.5', borderRadius: 'full', bg: '#22c55e' })} />
        <span className={css({ ml: '2', fontSize: 'xs', color: 'fg.subtle' })}>
          SuperbulletAI · Super Agent
        </span>
      </div>
      <div
        className={css({
          p: { base: '4', md: '5' },
          display: 'flex',
          flexDirection: 'column',
          gap: '4',
        })}
      >
        <div
          className={css({
            alignSelf: 'flex-end',
            maxW: '85%',
            bg: 'accent.subtle',
            borderWidth: '1px',
            borderColor: 'rgba(245,158,11,0.35)',
            borderRadius: 'control',
            px: '4',
            py: '3',
            fontSize: 'sm',
          })}
        >
          Make a leveling system with an XP bar and a level-up effect. Save progress.
        </div>
        <div
          className={css({
            bg: 'bg.raised',
            borderWidth: '1px',
            borderColor: 'border.default',
            borderRadius: 'control',
            p: '4',
          })}
        >
          <p className={css({ fontSize: 'sm', color: 'fg.default', fontWeight: 'semibold' })}>
            Done: 4 changes ready to apply
          </p>
          <ul className={css({ mt: '3', display: 'flex', flexDirection: 'column', gap: '2' })}>
            {files.map((f) => (
              <li
                key={f.name}
                className={css({
                  display: 'flex',
                  alignItems: 'center',
                  justifyContent: 'space-between',
                  gap: '3',
                  minW: '0',
                })}
              >
                <span
                  className={cx(
                    mono,
                    css({
                      color: 'fg.muted',
                      overflow: 'hidden',
                      textOverflow: 'ellipsis',
                      whiteSpace: 'nowrap',
                    }),
                  )}
                >
                  + {f.name}
                </span>
                <span
                  className={css({
                    fontSize: '2xs',
                    color: 'accent.text',
                    borderWidth: '1px',
                    borderColor: 'rgba(245,158,11,0.35)',
                    borderRadius: 'full',
                    px: '2',
                  })}
                >
                  {f.kind}
                </span>
              </li>
            ))}
          </ul>
          <div className={css({ mt: '4', display: 'flex', gap: '2', flexWrap: 'wrap' })}>
            <span
              className={css({
                fontSize: 'xs',
                fontWeight: 'semibold',
                bg: 'accent.default',
                color: 'fg.onAccent',
                borderRadius: '6px',
                px: '3',
                py: '1',
              })}
            >
              Apply
            </span>
            <span
              className={css({
                fontSize: 'xs',
                color: 'fg.muted',
                borderWidth: '1px',
                borderColor: 'border.strong',
                borderRadius: '6px',
                px: '3',
                py: '1',
              })}
            >
              Review diff
            </span>
          </div>
        </div>
        <p
          className={css({
            fontSize: 'xs',
            color: 'fg.subtle',
            display: 'flex',
            alignItems: 'center',
            gap: '2',
          })}
        >
          <RewindIcon width={14} height={14} /> Checkpoint saved · roll back any time
        </p>
      </div>
    </div>
  )
}
