import { AvailableNow } from './available-now'
import { Claims } from './claims'
import { FinalCta, TrustedBy } from './closing'
import { Hero } from './hero'
import { BulletMind, TabCompletion } from './highlights'
import { HowItWorks } from './how-it-works'
import { HydrateLater } from '../shared/hydrate-later'

// The landing page: text, CSS and inline SVG only (no images, no Ark widgets) to keep `/` light.
// One file per section; those below the hero hydrate after it (HydrateLater).

export function HomePage() {
  return (
    <>
      <Hero />
      <HydrateLater>
        <Claims />
      </HydrateLater>
      <HydrateLater>
        <AvailableNow />
      </HydrateLater>
      <HydrateLater>
        <HowItWorks />
      </HydrateLater>
      <HydrateLater>
        <BulletMind />
      </HydrateLater>
      <HydrateLater>
        <TabCompletion />
      </HydrateLater>
      <HydrateLater>
        <TrustedBy />
      </HydrateLater>
      <HydrateLater>
        <FinalCta />
      </HydrateLater>
    </>
  )
}
