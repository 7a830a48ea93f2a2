// Generated from machines/purchase-lifecycle.machine.ts by npm run storyboards:generate: do not edit.
import type { Meta, StoryObj } from '@storybook/react-vite'
import { board } from './purchase-lifecycle.board'

export default {
  title: 'Flows/Purchase lifecycle',
  tags: ['autodocs'],
  parameters: board.parameters,
} satisfies Meta

export const S01_idle: StoryObj = { ...board.story('idle'), name: '1. Idle' }
export const S02_launching: StoryObj = { ...board.story('launching'), name: '2. Launching' }
export const S03_forgotten: StoryObj = { ...board.story('forgotten'), name: '3. Forgotten' }
export const S04_abandoned: StoryObj = { ...board.story('abandoned'), name: '4. Abandoned' }
export const S05_interrupted: StoryObj = { ...board.story('interrupted'), name: '5. Interrupted' }
export const S06_open_embedded: StoryObj = {
  ...board.story('open.embedded'),
  name: '6. Open embedded',
}
export const S07_open_hosted_away: StoryObj = {
  ...board.story('open.hosted.away'),
  name: '7. Open hosted away',
}
export const S08_expired: StoryObj = { ...board.story('expired'), name: '8. Expired' }
export const S09_paid_identifying: StoryObj = {
  ...board.story('paid.identifying'),
  name: '9. Paid identifying',
}
export const S10_open_hosted_checking: StoryObj = {
  ...board.story('open.hosted.checking'),
  name: '10. Open hosted checking',
}
export const S11_paid_confirming_querying: StoryObj = {
  ...board.story('paid.confirming.querying'),
  name: '11. Paid confirming querying',
}
export const S12_confirmed: StoryObj = { ...board.story('confirmed'), name: '12. Confirmed' }
export const S13_paid_confirming_waiting: StoryObj = {
  ...board.story('paid.confirming.waiting'),
  name: '13. Paid confirming waiting',
}
export const S14_paid_late_waiting: StoryObj = {
  ...board.story('paid.late.waiting'),
  name: '14. Paid late waiting',
}
export const S15_paid_late_querying: StoryObj = {
  ...board.story('paid.late.querying'),
  name: '15. Paid late querying',
}
