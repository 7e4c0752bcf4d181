import { PlaceholderPage } from '../../components/placeholder-page'

export function AdminRoute() {
  return <PlaceholderPage title="Admin Dashboard" />
}
