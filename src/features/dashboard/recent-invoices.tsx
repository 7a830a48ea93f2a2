import { useSelector } from '@xstate/react'
import { css } from 'styled-system/css'
import { card } from 'styled-system/recipes'
import type { Invoice } from '../../api'
import { INVOICES_LOAD_FAILED } from '../../domain/error-messages'
import { Badge } from '../../components/ui/badge'
import { Button } from '../../components/ui/button'
import { Spinner } from '../../components/ui/spinner'
import { formatLongDate, formatUsd } from '../../lib/format'
import { PopupBlockedDialog } from '../checkout'
import { useBillingActor } from './billing-context'
import {
  selectBlockedInvoiceUrl,
  selectDownloadingInvoiceId,
  selectInvoices,
  selectInvoicesFailed,
  selectIsDownloading,
  selectIsInvoicesLoading,
} from './billing.selectors'
import {
  cardHeader,
  cardHeading,
  cardIntro,
  errorRow,
  loadingRow,
  visuallyHidden,
} from './dashboard-styles'

const columns = { base: '1fr auto', md: 'minmax(0, 2fr) minmax(0, 1fr) minmax(0, 1fr) 8.5rem' }
const row = css({
  display: 'grid',
  gridTemplateColumns: columns,
  gridTemplateAreas: {
    base: '"date amount" "status download"',
    md: '"date amount status download"',
  },
  alignItems: 'center',
  columnGap: '4',
  rowGap: '2',
  py: '3.5',
  px: { base: '0', md: '2' },
  borderBottomWidth: 'hairline',
  borderColor: 'border.default',
  _last: { borderBottomWidth: 'none' },
})
const head = css({
  display: { base: 'none', md: 'grid' },
  gridTemplateColumns: columns,
  columnGap: '4',
  px: '2',
  pb: '2',
  mt: '5',
  fontSize: 'xs',
  fontWeight: 'semibold',
  letterSpacing: 'label',
  textTransform: 'uppercase',
  color: 'fg.subtle',
  borderBottomWidth: 'hairline',
  borderColor: 'border.default',
})
const list = css({ listStyle: 'none', mt: { base: '4', md: '0' } })

function InvoiceRow({
  invoice,
  downloadingId,
  anyDownloading,
}: {
  invoice: Invoice
  downloadingId: string | null
  anyDownloading: boolean
}) {
  const actor = useBillingActor()
  const date = formatLongDate(invoice.createdAt) ?? '—'
  const thisOne = downloadingId === invoice.id
  return (
    <li className={row} data-testid="invoice-row">
      <span className={css({ gridArea: 'date', fontWeight: 'medium' })}>{date}</span>
      <span
        className={css({
          gridArea: 'amount',
          textAlign: { base: 'right', md: 'left' },
          fontVariantNumeric: 'tabular-nums',
        })}
      >
        {invoice.amount == null ? (
          <>
            <span aria-hidden="true">—</span>
            <span className={visuallyHidden}>Amount not available</span>
          </>
        ) : (
          formatUsd(invoice.amount)
        )}
      </span>
      <span className={css({ gridArea: 'status' })}>
        <Badge
          tone={invoice.status.toLowerCase() === 'paid' ? 'success' : 'neutral'}
          className={css({ textTransform: 'capitalize' })}
        >
          {invoice.status}
        </Badge>
      </span>
      <span className={css({ gridArea: 'download', justifySelf: 'end' })}>
        <Button
          variant="outline"
          size="sm"
          disabled={!invoice.invoiceUrl || anyDownloading}
          onClick={() => actor.send({ type: 'invoice.download', invoiceId: invoice.id })}
          title={
            invoice.invoiceUrl ? undefined : 'No invoice document is available for this payment.'
          }
        >
          {thisOne && <Spinner size={14} />}
          Download
          <span className={visuallyHidden}> invoice of {date}</span>
        </Button>
      </span>
    </li>
  )
}

export function RecentInvoices() {
  const actor = useBillingActor()
  const invoices = useSelector(actor, selectInvoices)
  const loading = useSelector(actor, selectIsInvoicesLoading)
  const failed = useSelector(actor, selectInvoicesFailed)
  const downloadingId = useSelector(actor, selectDownloadingInvoiceId)
  const anyDownloading = useSelector(actor, selectIsDownloading)
  const blockedUrl = useSelector(actor, selectBlockedInvoiceUrl)

  return (
    <section className={card()} aria-labelledby="recent-invoices-heading">
      <div className={cardHeader}>
        <div>
          <h2 id="recent-invoices-heading" className={cardHeading}>
            Recent Invoices
          </h2>
          <p className={cardIntro}>Your 10 latest invoices.</p>
        </div>
        {loading && invoices && (
          <span className={loadingRow} role="status">
            <Spinner size={14} /> Updating...
          </span>
        )}
      </div>
      {failed ? (
        <div role="alert" className={css({ mt: '5' })}>
          <div className={errorRow}>
            <span>{INVOICES_LOAD_FAILED}</span>
            <Button
              size="sm"
              variant="outline"
              onClick={() => actor.send({ type: 'invoices.load' })}
            >
              Try again
            </Button>
          </div>
        </div>
      ) : !invoices ? (
        <p className={css({ mt: '5' })}>
          <span className={loadingRow} role="status">
            <Spinner /> Loading invoices...
          </span>
        </p>
      ) : invoices.length === 0 ? (
        <p className={css({ mt: '5', color: 'fg.muted', fontSize: 'sm' })}>
          No invoices yet. Your payments will show up here.
        </p>
      ) : (
        <>
          <div className={head} aria-hidden="true">
            <span>Date</span>
            <span>Amount</span>
            <span>Status</span>
            <span />
          </div>
          <ul className={list} aria-label="Recent invoices">
            {invoices.map((invoice) => (
              <InvoiceRow
                key={invoice.id}
                invoice={invoice}
                downloadingId={downloadingId}
                anyDownloading={anyDownloading}
              />
            ))}
          </ul>
        </>
      )}
      <PopupBlockedDialog
        what="invoice"
        url={blockedUrl}
        onClose={() => actor.send({ type: 'invoiceLink.dismiss' })}
      />
    </section>
  )
}
