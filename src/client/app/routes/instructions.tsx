import { PlaceholderPage } from '../../components/placeholder-page'
import { NotFoundRoute } from './not-found'
import { useGradeParam } from '../../hooks/use-grade-param'

export function InstructionsRoute() {
  const grade = useGradeParam()
  if (grade === null) return <NotFoundRoute />
  return <PlaceholderPage title={`Grade ${grade} Instructions`} />
}
