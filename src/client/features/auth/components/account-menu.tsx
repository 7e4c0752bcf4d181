import { useState, type ComponentType } from 'react'
import type { User } from '../../../../shared/schemas/auth'
import { toast } from '../../../hooks/use-toast'
import { currentI18n, useI18n } from '../../../i18n/i18n'
import { avatarButtonClass, userInitial } from '../user-display'

type UserMenuComponent = ComponentType<{ user: User; defaultOpen?: boolean }>

let loading: Promise<UserMenuComponent> | undefined
function loadUserMenu(): Promise<UserMenuComponent> {
  loading ??= import('./user-menu').then(
    (m) => m.UserMenu,
    (error: unknown) => {
      loading = undefined // a later press tries again
      throw error
    },
  )
  return loading
}

/**
 * The account menu (Radix dropdown, positioning and the logout dialog: about 19 KB gzipped) is not part of any
 * page's first load (docs/benchmarks.md, front end). Until it is wanted, the header shows an identical avatar button;
 * pointing at it or focusing it fetches the menu, pressing it (click, Enter, Space, ArrowDown) opens it. If the code
 * cannot be fetched (offline) the page stays as it is and a toast says so: nothing else on the page depends on it.
 */
export function AccountMenu({ user }: { user: User }) {
  const [menu, setMenu] = useState<{ Component: UserMenuComponent; open: boolean } | null>(null)
  const [opening, setOpening] = useState(false)
  const { t } = useI18n()

  if (menu) return <menu.Component user={user} defaultOpen={menu.open} />

  const prefetch = () => void loadUserMenu().catch(() => undefined)
  const open = () => {
    if (opening) return
    setOpening(true)
    loadUserMenu().then(
      (Component) => setMenu({ Component, open: true }),
      () => {
        setOpening(false)
        const { t: now } = currentI18n()
        toast({ title: now('menu.unavailable.title'), description: now('menu.unavailable.message'), variant: 'destructive' })
      },
    )
  }

  return (
    <button
      type="button"
      aria-haspopup="menu"
      aria-expanded="false"
      aria-busy={opening || undefined}
      className={avatarButtonClass}
      onPointerEnter={prefetch}
      onFocus={prefetch}
      onClick={open}
      onKeyDown={(event) => {
        if (event.key !== 'ArrowDown') return
        event.preventDefault()
        open()
      }}
    >
      <span aria-hidden="true">{userInitial(user)}</span>
      <span className="sr-only">{t('menu.open')}</span>
    </button>
  )
}
