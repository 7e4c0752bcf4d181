import { Button, type ButtonVariant } from '../../../components/ui/button'
import { toast } from '../../../hooks/use-toast'
import { useDownloadReport } from '../api/download-report'

/** 'Download Detailed Report': the PDF of a test, saved under the server's file name. */
export function DownloadReportButton({ url, label = 'Download Detailed Report', variant = 'primary' }: { url: string; label?: string; variant?: ButtonVariant }) {
  const download = useDownloadReport({
    onSuccess: ({ fileName }) => toast({ title: 'Report Downloaded', description: `Your report was saved as ${fileName}.` }),
    // One sentence for every failure, whatever the server said (docs/product.md, "PDF report").
    onError: () => toast({ title: 'Download Failed', description: 'Failed to download the report. Please try again.', variant: 'destructive' }),
  })
  return (
    <Button variant={variant} disabled={download.isPending} onClick={() => download.mutate(url)}>
      {download.isPending ? 'Preparing your report...' : label}
    </Button>
  )
}
