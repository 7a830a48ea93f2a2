// Generated from machines/billing.machine.ts by npm run storyboards:generate: do not edit.
import type { Meta, StoryObj } from '@storybook/react-vite'
import { board } from './billing.board'
import { stripStory } from './strip'

export default { title: 'Flows/Billing/Paths' } satisfies Meta

export const P01_download_idle_info_idle_invoices_idle_spend_idle: StoryObj = {
  ...stripStory(board, 'Download idle, info idle, invoices idle, spend idle'),
  name: 'Download idle, info idle, invoices idle, spend idle',
}
export const P02_info_loading_billing_open: StoryObj = {
  ...stripStory(board, 'Info loading (billing.open)'),
  name: 'Info loading (billing.open)',
}
export const P03_info_loaded_idle_invoices_loading: StoryObj = {
  ...stripStory(board, 'Info loaded idle, invoices loading'),
  name: 'Info loaded idle, invoices loading',
}
export const P04_info_failed: StoryObj = {
  ...stripStory(board, 'Info failed'),
  name: 'Info failed',
}
export const P05_info_loading_billing_refresh: StoryObj = {
  ...stripStory(board, 'Info loading (billing.refresh)'),
  name: 'Info loading (billing.refresh)',
}
export const P06_info_loaded_confirming_cancel: StoryObj = {
  ...stripStory(board, 'Info loaded confirming cancel'),
  name: 'Info loaded confirming cancel',
}
export const P07_invoices_loaded: StoryObj = {
  ...stripStory(board, 'Invoices loaded'),
  name: 'Invoices loaded',
}
export const P08_invoices_failed: StoryObj = {
  ...stripStory(board, 'Invoices failed'),
  name: 'Invoices failed',
}
export const P09_info_loaded_reactivating: StoryObj = {
  ...stripStory(board, 'Info loaded reactivating'),
  name: 'Info loaded reactivating',
}
export const P10_spend_refreshing: StoryObj = {
  ...stripStory(board, 'Spend refreshing'),
  name: 'Spend refreshing',
}
export const P11_info_loaded_cancelling: StoryObj = {
  ...stripStory(board, 'Info loaded cancelling'),
  name: 'Info loaded cancelling',
}
export const P12_invoices_loading: StoryObj = {
  ...stripStory(board, 'Invoices loading'),
  name: 'Invoices loading',
}
export const P13_spend_idle_fetchmonthlyspend_done: StoryObj = {
  ...stripStory(board, 'Spend idle (fetchMonthlySpend done)'),
  name: 'Spend idle (fetchMonthlySpend done)',
}
export const P14_spend_idle_fetchmonthlyspend_failed: StoryObj = {
  ...stripStory(board, 'Spend idle (fetchMonthlySpend failed)'),
  name: 'Spend idle (fetchMonthlySpend failed)',
}
export const P15_download_fetching_url: StoryObj = {
  ...stripStory(board, 'Download fetching url'),
  name: 'Download fetching url',
}
export const P16_download_opening: StoryObj = {
  ...stripStory(board, 'Download opening'),
  name: 'Download opening',
}
export const P17_download_idle: StoryObj = {
  ...stripStory(board, 'Download idle'),
  name: 'Download idle',
}
