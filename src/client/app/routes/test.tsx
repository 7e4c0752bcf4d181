import { PlaceholderPage } from '../../components/placeholder-page'
import { NotFoundRoute } from './not-found'
import { useGradeParam } from '../../hooks/use-grade-param'

export function TestRoute() {
  const grade = useGradeParam()
  if (grade === null) return <NotFoundRoute />
  return <PlaceholderPage title={`Grade ${grade} Assessment`} />
}
