import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import type { Locale } from '../../../../shared/constants'
import type { User } from '../../../../shared/schemas/auth'
import { toast } from '../../../hooks/use-toast'
import { currentI18n, currentLocale, switchLocale } from '../../../i18n/i18n'
import { rememberLocale } from '../../../i18n/locale'
import { api } from '../../../lib/api-client'
import { wireCheck } from '../../../lib/wire-check'
import { userWire } from '../../../lib/wire-schemas.generated'
import { allTestResultsQueryKey } from '../../results/api/get-test-results'
import { testHistoryQueryKey } from '../../tests/api/get-test-history'
import { userQueryKey } from './get-user'

const userCheck = wireCheck<User>(userWire)

/** PUT /api/account/locale: keeps the language of the interface on the account. */
function setLocale(locale: Locale) {
  return api.put('/api/account/locale', { locale }, userCheck)
}

/**
 * Keeps a language the signed-in user chose on the account, and puts the answer (the user with it) in the session's
 * cache. The page already shows the language; if the account could not keep it, a toast says so. The server says
 * results and the history in the account's language, else the screen's, so either way they are fetched again: in the
 * new language once the account has it, and, for an account that has none, in the screen's new one all the same.
 */
export function useSetLocale() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: setLocale,
    onSuccess: (user) => {
      queryClient.setQueryData(userQueryKey, user)
    },
    onError: () => {
      const { t } = currentI18n()
      toast({ title: t('language.notSaved.title'), description: t('language.notSaved.message'), variant: 'destructive' })
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: allTestResultsQueryKey }),
        queryClient.invalidateQueries({ queryKey: testHistoryQueryKey }),
      ]),
  })
}

/**
 * The account's language wins over this browser's: when the signed-in user's account names one (on sign-in, or on
 * another device), the page shows it and the browser remembers it. An account that never chose keeps the browser's,
 * and nothing is written to it: the server says its results in the language the screen asks for (`lang`), so a
 * shared computer's language never becomes a student's choice (docs/decisions/059-results-in-the-screens-language.md).
 */
export function useAccountLocale(accountLocale: Locale | undefined): void {
  useEffect(() => {
    if (!accountLocale) return
    rememberLocale(accountLocale)
    // Offline, the page stays in its language; the next page load tries again.
    if (accountLocale !== currentLocale()) switchLocale(accountLocale).catch(() => undefined)
  }, [accountLocale])
}
