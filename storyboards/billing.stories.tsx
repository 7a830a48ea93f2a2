// Generated from machines/billing.machine.ts by npm run storyboards:generate: do not edit.
import type { Meta, StoryObj } from '@storybook/react-vite'
import { board } from './billing.board'

export default {
  title: 'Flows/Billing',
  tags: ['autodocs'],
  parameters: board.parameters,
} satisfies Meta

export const S01_download_idle: StoryObj = {
  ...board.story('download.idle'),
  name: '1. Download idle',
}
export const S02_info_idle: StoryObj = { ...board.story('info.idle'), name: '2. Info idle' }
export const S03_invoices_idle: StoryObj = {
  ...board.story('invoices.idle'),
  name: '3. Invoices idle',
}
export const S04_spend_idle: StoryObj = { ...board.story('spend.idle'), name: '4. Spend idle' }
export const S05_info_loading: StoryObj = {
  ...board.story('info.loading'),
  name: '5. Info loading',
}
export const S06_info_loaded_idle: StoryObj = {
  ...board.story('info.loaded.idle'),
  name: '6. Info loaded idle',
}
export const S07_invoices_loading: StoryObj = {
  ...board.story('invoices.loading'),
  name: '7. Invoices loading',
}
export const S08_info_failed: StoryObj = { ...board.story('info.failed'), name: '8. Info failed' }
export const S09_info_loaded_confirmingCancel: StoryObj = {
  ...board.story('info.loaded.confirmingCancel'),
  name: '9. Info loaded confirming cancel',
}
export const S10_invoices_loaded: StoryObj = {
  ...board.story('invoices.loaded'),
  name: '10. Invoices loaded',
}
export const S11_invoices_failed: StoryObj = {
  ...board.story('invoices.failed'),
  name: '11. Invoices failed',
}
export const S12_info_loaded_reactivating: StoryObj = {
  ...board.story('info.loaded.reactivating'),
  name: '12. Info loaded reactivating',
}
export const S13_info_loaded_cancelling: StoryObj = {
  ...board.story('info.loaded.cancelling'),
  name: '13. Info loaded cancelling',
}
export const S14_spend_refreshing: StoryObj = {
  ...board.story('spend.refreshing'),
  name: '14. Spend refreshing',
}
export const S15_download_fetchingUrl: StoryObj = {
  ...board.story('download.fetchingUrl'),
  name: '15. Download fetching url',
}
export const S16_download_opening: StoryObj = {
  ...board.story('download.opening'),
  name: '16. Download opening',
}
