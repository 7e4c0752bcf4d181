import { Button, type ButtonVariant } from '../../../components/ui/button'
import { toast } from '../../../hooks/use-toast'
import { currentI18n, useI18n } from '../../../i18n/i18n'
import { useDownloadReport } from '../api/download-report'

/** 'Download Detailed Report': the PDF of a test, saved under the server's file name. */
export function DownloadReportButton({ url, label, variant = 'primary' }: { url: string; label?: string; variant?: ButtonVariant }) {
  const { t } = useI18n()
  const download = useDownloadReport({
    onSuccess: ({ fileName }) => {
      const { t: say } = currentI18n()
      toast({ title: say('share.downloaded.title'), description: say('share.downloaded', { fileName }) })
    },
    // One sentence for every failure, whatever the server said (docs/product.md, "PDF report").
    onError: () => {
      const { t: say } = currentI18n()
      toast({ title: say('share.downloadFailed.title'), description: say('share.downloadFailed'), variant: 'destructive' })
    },
  })
  return (
    <Button variant={variant} disabled={download.isPending} onClick={() => download.mutate(url)}>
      {download.isPending ? t('share.downloading') : (label ?? t('share.download'))}
    </Button>
  )
}
