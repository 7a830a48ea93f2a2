import { Link } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import { button } from 'styled-system/recipes'
import { Card } from '../../components/ui/card'
import { CheckIcon } from '../../components/ui/icons'

export function SuccessfulLoginPage() {
  return (
    <section className={css({ maxW: 'lg', mx: 'auto', px: '4', py: { base: '16', md: '24' } })}>
      <Card className={css({ textAlign: 'center' })}>
        <div
          className={css({
            w: '14',
            h: '14',
            mx: 'auto',
            borderRadius: 'full',
            bg: 'success.bg',
            color: 'success.fg',
            display: 'grid',
            placeItems: 'center',
          })}
        >
          <CheckIcon width={28} height={28} />
        </div>
        <h1 className={css({ fontSize: '2xl', fontWeight: 'bold', mt: '4' })}>Login Successful</h1>
        <p className={css({ color: 'fg.muted', mt: '2' })}>
          You are signed in. Head to your dashboard or back to the home page.
        </p>
        <div
          className={css({
            display: 'flex',
            gap: '3',
            justifyContent: 'center',
            mt: '6',
            flexWrap: 'wrap',
          })}
        >
          <Link to="/dashboard" className={button()}>
            Go to Dashboard
          </Link>
          <Link to="/" className={button({ variant: 'outline' })}>
            Back to Home
          </Link>
        </div>
      </Card>
    </section>
  )
}
