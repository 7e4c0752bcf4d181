import { Link } from 'react-router'
import { buttonStyles } from '../../../components/ui/button'
import { useI18n } from '../../../i18n/i18n'

/** The title of an admin page with its links to the other admin page and home. */
export function AdminPageHeader({
  title,
  lead,
  link,
  more = [],
}: {
  title: string
  lead: string
  link: { to: string; label: string; primary?: boolean }
  /** Further admin pages, after the first link. */
  more?: { to: string; label: string }[]
}) {
  const { t } = useI18n()
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <div>
        <h1 className="text-3xl font-bold text-gray-900">{title}</h1>
        <p className="mt-1 text-lg text-gray-700">{lead}</p>
      </div>
      <nav aria-label={t('admin.nav')} className="flex flex-col gap-2 sm:flex-row">
        <Link to={link.to} className={buttonStyles(link.primary ? 'primary' : 'secondary')}>
          {link.label}
        </Link>
        {more.map((l) => (
          <Link key={l.to} to={l.to} className={buttonStyles('secondary')}>
            {l.label}
          </Link>
        ))}
        <Link to="/" className={buttonStyles('secondary')}>
          {t('admin.nav.home')}
        </Link>
      </nav>
    </div>
  )
}
