import { AvailableNow } from './available-now'
import { Claims } from './claims'
import { FinalCta, TrustedBy } from './closing'
import { Hero } from './hero'
import { BulletMind, TabCompletion } from './highlights'
import { HowItWorks } from './how-it-works'

// The landing page: text, CSS and inline SVG only (no images, no Ark widgets) to keep `/` light.
// One file per section.

export function HomePage() {
  return (
    <>
      <Hero />
      <Claims />
      <AvailableNow />
      <HowItWorks />
      <BulletMind />
      <TabCompletion />
      <TrustedBy />
      <FinalCta />
    </>
  )
}
