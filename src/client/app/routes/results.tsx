import { PlaceholderPage } from '../../components/placeholder-page'

export function ResultsRoute() {
  return <PlaceholderPage title="Your Results" />
}
