import type { Grade } from '../../../../shared/constants'
import { Button } from '../../../components/ui/button'
import { formatPrice } from '../../../../shared/money'
import { useCheckoutFlow } from '../use-checkout-flow'

const GRADE_MESSAGES = {
  orderFailed: 'Failed to initiate payment. Please try again.',
  gatewayMissing: 'Payment system is loading. Please try again in a moment.',
  verifyFailed: 'Please contact support if money was deducted.',
  paid: 'You can now start your assessment!',
}

/** The grade payment button of docs/product.md ("Paying"): idle, 'Processing...', then the success callback. */
export function GradePaymentButton({ grade, price, onPaid }: { grade: Grade; price: number; onPaid?: () => void }) {
  const flow = useCheckoutFlow({
    body: { grade },
    description: `Grade ${grade} Career Assessment`,
    messages: GRADE_MESSAGES,
    onPaid: () => onPaid?.(),
  })
  return (
    <Button className="sm:min-w-48" disabled={flow.processing} onClick={flow.start}>
      {flow.processing ? 'Processing...' : `Pay ${formatPrice(price)} and Unlock`}
    </Button>
  )
}
