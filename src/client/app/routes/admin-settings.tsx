import { PlaceholderPage } from '../../components/placeholder-page'

export function AdminSettingsRoute() {
  return <PlaceholderPage title="System Settings" />
}
