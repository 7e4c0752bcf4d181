import { DeleteAccountDialog } from './delete-account-dialog'
import { DownloadDataButton } from './download-data-button'

/** What Disha keeps, in plain words for students and parents, and the two things they can do about it. */
export function YourData({ accountName }: { accountName: string }) {
  return (
    <div className="flex flex-col gap-3 text-gray-700">
      <p>
        Disha keeps your name and e-mail, the tests you have taken with your answers and results, and any counselling
        calls you asked for.
      </p>
      <p>
        You, or a parent, can download a copy of all of it at any time, or delete your account to erase it for good.
      </p>
      <div className="mt-1 flex flex-col gap-2 sm:flex-row">
        <DownloadDataButton />
        <DeleteAccountDialog accountName={accountName} />
      </div>
    </div>
  )
}
