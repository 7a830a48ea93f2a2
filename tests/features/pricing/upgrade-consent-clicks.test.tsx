import { act, fireEvent, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { UpgradeToProDialog } from '../../../src/features/pricing/upgrade-to-pro-dialog'

const CONSENT = /I understand that SuperbulletAI is in Early Access/

/** Upgrade to Pro, open, its consent following its own changes, which `onToggle` records. */
async function renderDialog() {
  const onToggle = vi.fn()
  function Open() {
    const [acknowledged, setAcknowledged] = useState(false)
    return (
      <UpgradeToProDialog
        open
        onClose={() => {}}
        acknowledged={acknowledged}
        canProceed={acknowledged}
        onToggle={(checked) => {
          onToggle(checked)
          setAcknowledged(checked)
        }}
        onProceed={() => {}}
      />
    )
  }
  render(<Open />)
  await screen.findByRole('dialog', { name: 'Upgrade to Pro' })
  return { onToggle, label: screen.getByText(CONSENT) }
}

/** Zag's checkbox reports a change from a microtask after the click. */
const changesReported = () => act(async () => {})

describe('the Early Access consent takes only clicks aimed at it', () => {
  it('ignores the second click of a double click that began outside it (the press that opened the dialog)', async () => {
    const { onToggle, label } = await renderDialog()
    fireEvent.click(document.body, { detail: 1 })
    fireEvent.click(label, { detail: 2 })
    await changesReported()
    expect(onToggle, 'the double click on Get Pro ticked the consent').not.toHaveBeenCalled()
    expect(screen.getByRole('checkbox', { name: CONSENT })).not.toBeChecked()
  })

  it('ticks on a deliberate click after the dialog opened', async () => {
    const { onToggle, label } = await renderDialog()
    fireEvent.click(document.body, { detail: 1 })
    fireEvent.click(label, { detail: 2 })
    fireEvent.click(label, { detail: 1 })
    await changesReported()
    expect(onToggle.mock.calls).toEqual([[true]])
  })

  it('takes both clicks of a double click made on the consent itself', async () => {
    const { onToggle, label } = await renderDialog()
    fireEvent.click(label, { detail: 1 })
    await changesReported()
    fireEvent.click(label, { detail: 2 })
    await changesReported()
    expect(onToggle.mock.calls).toEqual([[true], [false]])
  })

  it('ticks with Space on the focused checkbox', async () => {
    const { onToggle } = await renderDialog()
    const user = userEvent.setup()
    screen.getByRole('checkbox', { name: CONSENT }).focus()
    await user.keyboard(' ')
    await changesReported()
    expect(onToggle.mock.calls).toEqual([[true]])
  })
})
