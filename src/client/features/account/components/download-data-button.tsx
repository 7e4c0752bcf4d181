import { Button } from '../../../components/ui/button'
import { toast } from '../../../hooks/use-toast'
import { apiErrorMessage } from '../../../lib/api-client'
import { EXPORT_FILE_NAME, useExportAccountData } from '../api/export-account-data'
import { saveBlob } from '../../../lib/save-file'

/** 'Download My Data': a copy of everything Disha keeps about the signed-in user, as one JSON file. */
export function DownloadDataButton() {
  const download = useExportAccountData({
    // A failure to save the file lands in onError too, with the generic sentence.
    onSuccess: (data) => {
      saveBlob(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }), EXPORT_FILE_NAME)
      toast({ title: 'Data Downloaded', description: `Your data was saved as ${EXPORT_FILE_NAME}.` })
    },
    onError: (error) =>
      toast({
        title: 'Download Failed',
        description: apiErrorMessage(error, 'Failed to download your data. Please try again.'),
        variant: 'destructive',
      }),
  })

  return (
    <Button variant="secondary" disabled={download.isPending} onClick={() => download.mutate()}>
      {download.isPending ? 'Preparing...' : 'Download My Data'}
    </Button>
  )
}
