import { PlaceholderPage } from '../../components/placeholder-page'

export function PricingRoute() {
  return <PlaceholderPage title="Pricing & Plans" />
}
