import { Button } from '../../../components/ui/button'
import { toast } from '../../../hooks/use-toast'
import { apiErrorText } from '../../../i18n/api-error-text'
import { currentI18n, useI18n } from '../../../i18n/i18n'
import { EXPORT_FILE_NAME, useExportAccountData } from '../api/export-account-data'
import { saveBlob } from '../../../lib/save-file'

/** 'Download My Data': a copy of everything Disha keeps about the signed-in user, as one JSON file. */
export function DownloadDataButton() {
  const { t } = useI18n()
  const download = useExportAccountData({
    // A failure to save the file lands in onError too, with the generic sentence.
    // The toasts say it in the page's language when the answer arrives.
    onSuccess: (data) => {
      saveBlob(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }), EXPORT_FILE_NAME)
      const now = currentI18n()
      toast({ title: now.t('yourData.downloaded.title'), description: now.t('yourData.downloaded.message', { file: EXPORT_FILE_NAME }) })
    },
    onError: (error) =>
      toast({
        title: currentI18n().t('yourData.downloadFailed.title'),
        description: apiErrorText(error, 'yourData.downloadFailed.message'),
        variant: 'destructive',
      }),
  })

  return (
    <Button variant="secondary" disabled={download.isPending} onClick={() => download.mutate()}>
      {download.isPending ? t('yourData.preparing') : t('yourData.download')}
    </Button>
  )
}
