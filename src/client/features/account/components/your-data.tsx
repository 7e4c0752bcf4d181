import { useI18n } from '../../../i18n/i18n'
import { DeleteAccountDialog } from './delete-account-dialog'
import { DownloadDataButton } from './download-data-button'

/** What Disha keeps, in plain words for students and parents, and the two things they can do about it. */
export function YourData({ accountName }: { accountName: string }) {
  const { t } = useI18n()
  return (
    <div className="flex flex-col gap-3 text-gray-700">
      <p>{t('yourData.keeps')}</p>
      <p>{t('yourData.rights')}</p>
      <div className="mt-1 flex flex-col gap-2 sm:flex-row">
        <DownloadDataButton />
        <DeleteAccountDialog accountName={accountName} />
      </div>
    </div>
  )
}
