import type { Grade } from '../../../../shared/constants'
import { Button } from '../../../components/ui/button'
import { formatPrice } from '../../../../shared/money'
import { useI18n } from '../../../i18n/i18n'
import { useCheckoutFlow } from '../use-checkout-flow'

/** The grade payment button of docs/product.md ("Paying"): idle, 'Processing...', then the success callback. */
export function GradePaymentButton({ grade, price, onPaid }: { grade: Grade; price: number; onPaid?: () => void }) {
  const { t } = useI18n()
  const flow = useCheckoutFlow({
    body: { grade },
    description: t('payment.grade.description', { grade }),
    messages: {
      orderFailed: t('payment.grade.orderFailed'),
      gatewayMissing: t('payment.grade.gatewayMissing'),
      verifyFailed: t('payment.grade.verifyFailed'),
      paid: t('payment.grade.paid'),
    },
    onPaid: () => onPaid?.(),
  })
  return (
    <Button className="sm:min-w-48" disabled={flow.processing} onClick={flow.start}>
      {flow.processing ? t('payment.processing') : t('payment.grade.pay', { price: formatPrice(price) })}
    </Button>
  )
}
