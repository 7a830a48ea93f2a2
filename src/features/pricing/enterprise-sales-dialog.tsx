import { memo } from 'react'
import { css } from 'styled-system/css'
import { button } from 'styled-system/recipes'
import { Button } from '../../components/ui/button'
import * as Dialog from '../../components/ui/dialog'
import { CheckIcon } from '../../components/ui/icons'
import { SUPPORT_EMAIL, supportMailto } from '../../config'
import { enterpriseFeatures } from '../../content/plans'
import { closeOn, label, list, panel, type ClosableProps } from './dialog-parts'

const item = css({ display: 'flex', gap: '2.5', alignItems: 'flex-start' })
const tick = css({ flexShrink: '0', mt: '0.5', color: 'accent.text' })
const mail = css({
  color: 'accent.text',
  fontWeight: 'semibold',
  textDecoration: 'underline',
  textUnderlineOffset: '3px',
  wordBreak: 'break-all',
})

/** Contact Sales: the support address and what Enterprise includes. */
export const EnterpriseSalesDialog = memo(function EnterpriseSalesDialog({
  open,
  onClose,
}: ClosableProps) {
  return (
    <Dialog.Root open={open} onOpenChange={closeOn(onClose)}>
      <Dialog.Frame>
        <Dialog.Title>Enterprise Sales</Dialog.Title>
        <Dialog.Description>
          Tell us about your studio and we will put together a plan with the volume, terms and
          support you need.
        </Dialog.Description>
        <div className={panel}>
          <p className={label}>Contact</p>
          <a className={mail} href={supportMailto('Enterprise Inquiry')}>
            {SUPPORT_EMAIL}
          </a>
        </div>
        <div className={panel}>
          <p className={label}>Enterprise features</p>
          <ul className={list} aria-label="Enterprise features">
            {enterpriseFeatures.map((feature) => (
              <li key={feature} className={item}>
                <CheckIcon width={16} height={16} className={tick} />
                <span>{feature}</span>
              </li>
            ))}
          </ul>
        </div>
        <Dialog.Footer>
          <Button variant="outline" onClick={onClose}>
            Close
          </Button>
          <a className={button()} href={supportMailto('Enterprise Inquiry')}>
            Email Sales
          </a>
        </Dialog.Footer>
      </Dialog.Frame>
    </Dialog.Root>
  )
})
