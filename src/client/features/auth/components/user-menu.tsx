import * as DropdownMenu from '@radix-ui/react-dropdown-menu'
import { useRef, useState } from 'react'
import { Link } from 'react-router'
import type { User } from '../../../../shared/schemas/auth'
import { useI18n } from '../../../i18n/i18n'
import { avatarButtonClass, displayName, signInName, userInitial } from '../user-display'
import { LogoutDialog } from './logout-dialog'

const itemBase =
  'flex min-h-11 w-full cursor-pointer items-center rounded-md px-3 text-base focus-visible:-outline-offset-2 data-[highlighted]:bg-blue-50'
const itemClass = `${itemBase} text-gray-900 data-[highlighted]:text-blue-800`

/**
 * The signed-in header control: avatar button, account menu, and the logout confirmation. Loaded when the student
 * first reaches for it (./account-menu.tsx); `defaultOpen` opens it at once when that reach was a press.
 */
export function UserMenu({ user, defaultOpen = false }: { user: User; defaultOpen?: boolean }) {
  const [logoutOpen, setLogoutOpen] = useState(false)
  const triggerRef = useRef<HTMLButtonElement>(null)
  const { t } = useI18n()

  return (
    <>
      {/* Not modal and not portalled: the menu stays inside the header's nav landmark, and the page is not hidden
          from assistive technology while it is open (axe: aria-hidden-focus, region). */}
      <DropdownMenu.Root modal={false} defaultOpen={defaultOpen}>
        <DropdownMenu.Trigger ref={triggerRef} className={avatarButtonClass}>
          <span aria-hidden="true">{userInitial(user)}</span>
          <span className="sr-only">{t('menu.open')}</span>
        </DropdownMenu.Trigger>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          collisionPadding={8}
          loop
          // The logout dialog takes focus when it opens from here; do not pull it back to the trigger.
          onCloseAutoFocus={(event) => {
            if (logoutOpen) event.preventDefault()
          }}
          className="z-50 w-64 max-w-[calc(100vw-1rem)] rounded-lg border border-gray-200 bg-white p-1 shadow-lg"
        >
          <DropdownMenu.Label className="px-3 py-2">
            <span className="block font-semibold break-words text-gray-900">{displayName(user)}</span>
            <span className="block text-sm break-all text-gray-700">{signInName(user)}</span>
          </DropdownMenu.Label>
          <DropdownMenu.Separator className="my-1 h-px bg-gray-200" />
          <DropdownMenu.Item asChild className={itemClass}>
            <Link to="/profile">{t('menu.profile')}</Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild className={itemClass}>
            <Link to="/history">{t('menu.history')}</Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild className={itemClass}>
            <Link to="/pricing">{t('menu.pricing')}</Link>
          </DropdownMenu.Item>
          {user.role === 'counsellor' && (
            <DropdownMenu.Item asChild className={itemClass}>
              <Link to="/school">{t('menu.school')}</Link>
            </DropdownMenu.Item>
          )}
          {user.isAdmin && (
            <DropdownMenu.Item asChild className={itemClass}>
              <Link to="/admin">{t('menu.admin')}</Link>
            </DropdownMenu.Item>
          )}
          <DropdownMenu.Separator className="my-1 h-px bg-gray-200" />
          <DropdownMenu.Item className={`${itemBase} text-red-700`} onSelect={() => setLogoutOpen(true)}>
            {t('menu.logout')}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Root>
      <LogoutDialog
        open={logoutOpen}
        onOpenChange={setLogoutOpen}
        onCloseAutoFocus={(event) => {
          event.preventDefault()
          triggerRef.current?.focus()
        }}
      />
    </>
  )
}
