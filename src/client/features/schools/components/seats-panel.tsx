import { useRef, useState, type FormEvent } from 'react'
import { formatPrice } from '../../../../shared/money'
import { MAX_SEATS_AT_ONCE, type CounsellorSchool } from '../../../../shared/schemas/schools'
import { Button } from '../../../components/ui/button'
import { TextField } from '../../../components/ui/text-field'
import { useI18n } from '../../../i18n/i18n'
import { useCheckoutFlow } from '../../payments/use-checkout-flow'
import { orderSeats } from '../api/my-school'

const card = 'rounded-xl bg-white p-5 shadow-sm ring-1 ring-gray-200'

/**
 * The school's seats on `/school` (docs/decisions/050-seats.md): used and left, where they came from, and a form to
 * buy more, paid as a student's purchase is (at once in mock mode, else in Razorpay's checkout).
 */
export function SeatsPanel({ school }: { school: CounsellorSchool }) {
  const { t } = useI18n()
  const { seats } = school
  return (
    <section aria-labelledby="seats-title" className={card}>
      <h2 id="seats-title" className="text-xl font-bold text-gray-900">
        {t('seats.title')}
      </h2>
      <p className="mt-1 text-gray-700">{t('seats.intro')}</p>
      <dl className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-4">
        <Figure label={t('seats.used')} value={seats.used} />
        <Figure label={t('seats.left')} value={seats.left} />
        <Figure label={t('seats.bought')} value={seats.bought} />
        <Figure label={t('seats.granted')} value={seats.granted} />
      </dl>
      {seats.left === 0 && <p className="mt-3 rounded-lg border border-amber-400 bg-amber-50 p-3 text-amber-950">{t('seats.noneLeft')}</p>}
      <BuySeatsForm school={school} />
    </section>
  )
}

function Figure({ label, value }: { label: string; value: number }) {
  return (
    <div className="rounded-lg bg-gray-50 p-3">
      <dt className="text-sm text-gray-700">{label}</dt>
      <dd className="text-2xl font-bold text-gray-900">{value}</dd>
    </div>
  )
}

/** A whole number of seats the server accepts, or null. */
function seatCount(text: string): number | null {
  if (!/^\d{1,4}$/.test(text.trim())) return null
  const n = Number(text.trim())
  return n >= 1 && n <= MAX_SEATS_AT_ONCE ? n : null
}

function BuySeatsForm({ school }: { school: CounsellorSchool }) {
  const { t } = useI18n()
  const [text, setText] = useState('40')
  const [error, setError] = useState<string | undefined>()
  const form = useRef<HTMLFormElement>(null)
  const count = seatCount(text)
  const total = formatPrice((count ?? 0) * school.seatPrice)
  const flow = useCheckoutFlow({
    placeOrder: () => orderSeats({ seats: count ?? 0 }),
    description: t('seats.buy.description', { count: count ?? 0, school: school.name }),
    messages: {
      orderFailed: t('seats.buy.orderFailed'),
      gatewayMissing: t('payment.grade.gatewayMissing'),
      verifyFailed: t('payment.grade.verifyFailed'),
      paid: t('seats.buy.paid', { count: count ?? 0 }),
    },
    onPaid: () => undefined,
  })

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (count === null) {
      setError(t('seats.buy.invalid', { max: MAX_SEATS_AT_ONCE }))
      const input = form.current?.elements.namedItem('seats')
      if (input instanceof HTMLInputElement) input.focus()
      return
    }
    setError(undefined)
    flow.start()
  }

  return (
    <form ref={form} onSubmit={submit} noValidate className="mt-5 flex flex-col gap-3" aria-busy={flow.processing} aria-labelledby="buy-seats-title">
      <h3 id="buy-seats-title" className="text-lg font-bold text-gray-900">
        {t('seats.buy.title')}
      </h3>
      <TextField
        label={t('seats.buy.count')}
        name="seats"
        inputMode="numeric"
        autoComplete="off"
        className="sm:max-w-xs"
        description={t('seats.buy.hint', { price: formatPrice(school.seatPrice), max: MAX_SEATS_AT_ONCE })}
        value={text}
        error={error}
        onChange={(event) => {
          setText(event.target.value)
          setError(undefined)
        }}
      />
      {school.mockMode && <p className="text-sm text-gray-700">{t('seats.buy.mock')}</p>}
      <Button type="submit" disabled={flow.processing} className="sm:self-start">
        {flow.processing ? t('payment.processing') : count === null ? t('seats.buy.title') : t('seats.buy.submit', { count, total })}
      </Button>
    </form>
  )
}
