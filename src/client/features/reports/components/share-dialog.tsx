import * as Dialog from '@radix-ui/react-dialog'
import { useId, useRef, useState } from 'react'
import { Button, buttonStyles } from '../../../components/ui/button'
import { toast } from '../../../hooks/use-toast'
import { currentI18n, useI18n } from '../../../i18n/i18n'
import { useShareLinks } from '../api/get-share-links'
import { useStopSharing } from '../api/stop-sharing'

async function copyText(text: string, input: HTMLInputElement | null): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text)
    return true
  } catch {
    // No clipboard permission (an old browser, an insecure page): select the text and use the old command.
    input?.select()
    return document.execCommand?.('copy') ?? false
  }
}

/**
 * 'Share with Parents': a read-only link to a summary and the PDF, with Copy, WhatsApp and Gmail, and 'Stop sharing'.
 * The link is made when the dialog first opens and kept for the page's life. What happens while the dialog is open is
 * said inside it: a toast would sit behind the dialog's overlay, hidden from sight and from screen readers.
 */
export function ShareDialog({ testId }: { testId: string }) {
  const { t, rich, intl } = useI18n()
  const [open, setOpen] = useState(false)
  const [copied, setCopied] = useState<'copied' | 'failed' | null>(null)
  const [stopFailed, setStopFailed] = useState(false)
  const links = useShareLinks(testId, open)
  const inputRef = useRef<HTMLInputElement>(null)
  const id = useId()
  const stop = useStopSharing({
    onSuccess: () => {
      // The dialog closes, so this one is said on the page.
      const { t: say } = currentI18n()
      toast({ title: say('share.stopped.title'), description: say('share.stopped') })
      setOpen(false)
    },
    onError: () => setStopFailed(true),
  })

  const openChange = (next: boolean) => {
    setOpen(next)
    setCopied(null)
    setStopFailed(false)
  }

  const copy = async () => {
    if (!links.data) return
    setCopied((await copyText(links.data.shareUrl, inputRef.current)) ? 'copied' : 'failed')
  }

  const linkId = `${id}-link`
  const noteId = `${id}-note`

  return (
    <Dialog.Root open={open} onOpenChange={openChange}>
      <Dialog.Trigger asChild>
        <Button variant="secondary">{t('share.open')}</Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-white p-6 shadow-xl">
          <Dialog.Title className="text-lg font-bold text-gray-900">{t('share.open')}</Dialog.Title>
          <Dialog.Description className="mt-2 text-gray-700">{t('share.text')}</Dialog.Description>

          {links.isPending && (
            <p role="status" className="mt-4 text-gray-700">
              {t('share.creating')}
            </p>
          )}

          {links.isError && (
            <div className="mt-4 flex flex-col gap-3">
              <p role="alert" className="text-red-700">
                {rich('share.failed', { b: (chunks) => <strong>{chunks}</strong> })}
              </p>
              <Button variant="secondary" onClick={() => void links.refetch()}>
                {t('share.tryAgain')}
              </Button>
            </div>
          )}

          {links.data && (
            <div className="mt-4 flex flex-col gap-4">
              <div className="flex flex-col gap-1">
                <label htmlFor={linkId} className="text-sm font-medium text-gray-900">
                  {t('share.link')}
                </label>
                <div className="flex flex-col gap-2 sm:flex-row">
                  <input
                    ref={inputRef}
                    id={linkId}
                    readOnly
                    value={links.data.shareUrl}
                    aria-describedby={noteId}
                    onFocus={(event) => event.currentTarget.select()}
                    className="min-h-11 w-full min-w-0 rounded-lg border border-gray-500 bg-gray-50 px-3 py-2 text-base text-gray-900"
                  />
                  <Button onClick={() => void copy()} className="shrink-0">
                    {copied === 'copied' ? t('share.copied') : t('share.copy')}
                  </Button>
                </div>
                {/* Always in the page, so a screen reader announces the change of its text. */}
                <p role="status" className={copied === 'failed' ? 'text-sm text-red-700' : 'text-sm text-green-800'}>
                  {copied === 'copied' ? t('share.copied.text') : copied === 'failed' ? t('share.copyFailed') : ''}
                </p>
              </div>
              <div id={noteId} className="rounded-lg bg-amber-50 p-3 text-sm text-amber-950 ring-1 ring-amber-300">
                <p>{t('share.warning')}</p>
                <p className="mt-1 font-semibold">
                  {t('share.until', { date: intl.formatDate(links.data.expiresAt, { day: 'numeric', month: 'short', year: 'numeric' }) })}
                </p>
              </div>
              <div className="grid gap-2 sm:grid-cols-2">
                <a href={links.data.whatsappUrl} target="_blank" rel="noopener noreferrer" className={buttonStyles('secondary')}>
                  {t('share.whatsapp')}
                </a>
                <a href={links.data.gmailUrl} target="_blank" rel="noopener noreferrer" className={buttonStyles('secondary')}>
                  {t('share.gmail')}
                </a>
              </div>
              {stopFailed && (
                <p role="alert" className="text-red-700">
                  {t('share.stopFailed')}
                </p>
              )}
              <div className="flex flex-col-reverse gap-2 border-t border-gray-200 pt-4 sm:flex-row sm:justify-between">
                <Button variant="danger" disabled={stop.isPending} onClick={() => {
                    setStopFailed(false)
                    stop.mutate(testId)
                  }}>
                  {stop.isPending ? t('share.stopping') : t('share.stop')}
                </Button>
                <Dialog.Close asChild>
                  <Button variant="secondary">{t('share.done')}</Button>
                </Dialog.Close>
              </div>
            </div>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
