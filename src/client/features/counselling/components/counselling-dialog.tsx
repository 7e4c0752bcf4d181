import * as Dialog from '@radix-ui/react-dialog'
import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import { counsellingRequestBodySchema, PREFERRED_TIMES } from '../../../../shared/schemas/counselling'
import { Button } from '../../../components/ui/button'
import { DialogFormActions } from '../../../components/ui/dialog-form-actions'
import { TextField } from '../../../components/ui/text-field'
import { toast } from '../../../hooks/use-toast'
import { apiErrorText } from '../../../i18n/api-error-text'
import { currentI18n, useI18n, type I18n } from '../../../i18n/i18n'
import type { MessageId } from '../../../i18n/messages'
import { ApiError } from '../../../lib/api-client'
import { cn } from '../../../lib/cn'
import { useCreateCounsellingRequest } from '../api/create-counselling-request'

type Field = 'contactName' | 'phone' | 'preferredTime' | 'message'
type FieldErrors = Partial<Record<Field, string>>

const emptyForm = { contactName: '', phone: '', preferredTime: '', message: '' }
const FIELDS: readonly string[] = ['contactName', 'phone', 'preferredTime', 'message']

/** What each field asks for, said in Hindi (the schema's and the server's sentences are English). */
const FIELD_ERROR: Record<Field, MessageId> = {
  contactName: 'counselling.error.contactName',
  phone: 'counselling.error.phone',
  preferredTime: 'counselling.error.time',
  message: 'counselling.error.message',
}

/** The times a call can be asked for (the values the server stores), in the page's language. */
const TIME_TEXT: Record<(typeof PREFERRED_TIMES)[number], MessageId> = {
  'Weekday morning': 'counselling.time.weekdayMorning',
  'Weekday evening': 'counselling.time.weekdayEvening',
  Weekend: 'counselling.time.weekend',
}

function errorsFrom(issues: { path?: readonly PropertyKey[]; field?: string; message: string }[], { locale, t }: I18n): FieldErrors {
  const errors: FieldErrors = {}
  for (const issue of issues) {
    const field = String(issue.field ?? issue.path?.[0] ?? '')
    if (FIELDS.includes(field) && !errors[field as Field]) errors[field as Field] = locale === 'en' ? issue.message : t(FIELD_ERROR[field as Field])
  }
  return errors
}

const controlClass = (invalid: boolean) =>
  cn(
    'min-h-11 w-full rounded-lg border bg-white px-3 py-2 text-base text-gray-900',
    invalid ? 'border-red-700' : 'border-gray-500',
  )

/** 'Schedule Career Counseling': a short form a counsellor follows up by phone. Only what a call needs is asked. */
export function CounsellingDialog({ testId }: { testId: string }) {
  const i18n = useI18n()
  const { t } = i18n
  const [open, setOpen] = useState(false)
  const [form, setForm] = useState(emptyForm)
  const [errors, setErrors] = useState<FieldErrors>({})
  const id = useId()
  const formRef = useRef<HTMLFormElement>(null)
  // Bumped on each refused submission: focus then goes to the first field with an error.
  const [refusals, setRefusals] = useState(0)
  useEffect(() => {
    if (refusals > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
  }, [refusals])
  const request = useCreateCounsellingRequest({
    onSuccess: (created) => {
      const now = currentI18n()
      toast({ title: now.t('counselling.sent.title'), description: now.locale === 'en' ? created.message : now.t('counselling.sent.message') })
      setOpen(false)
      setForm(emptyForm)
      setErrors({})
    },
    onError: (error) => {
      const now = currentI18n()
      const fieldErrors = error instanceof ApiError ? errorsFrom(error.issues, now) : {}
      setErrors(fieldErrors)
      if (Object.keys(fieldErrors).length > 0) setRefusals((n) => n + 1)
      toast({
        title: now.t('counselling.failed.title'),
        description: apiErrorText(error, 'counselling.failed.message', now),
        variant: 'destructive',
      })
    },
  })

  const set = (field: Field) => (event: { target: { value: string } }) => {
    const { value } = event.target
    setForm((f) => ({ ...f, [field]: value }))
    setErrors((e) => ({ ...e, [field]: undefined }))
  }

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (request.isPending) return
    const parsed = counsellingRequestBodySchema.safeParse({ testId, ...form })
    if (!parsed.success) {
      setErrors(errorsFrom(parsed.error.issues, i18n))
      setRefusals((n) => n + 1)
      return
    }
    setErrors({})
    request.mutate(parsed.data)
  }

  const selectId = `${id}-time`
  const messageId = `${id}-message`

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        setOpen(next)
        if (!next) setErrors({})
      }}
    >
      <Dialog.Trigger asChild>
        <Button variant="secondary">{t('counselling.open')}</Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-white p-6 shadow-xl">
          <Dialog.Title className="text-lg font-bold text-gray-900">{t('counselling.title')}</Dialog.Title>
          <Dialog.Description className="mt-2 text-gray-700">
            {t('counselling.intro')}
          </Dialog.Description>
          <form ref={formRef} onSubmit={handleSubmit} noValidate className="mt-4 flex flex-col gap-4">
            <TextField
              label={t('counselling.contactName')}
              hint={t('counselling.contactNameHint')}
              name="contactName"
              autoComplete="name"
              maxLength={80}
              value={form.contactName}
              onChange={set('contactName')}
              error={errors.contactName}
              aria-required="true"
            />
            <TextField
              label={t('counselling.phone')}
              hint={t('counselling.phoneHint')}
              name="phone"
              type="tel"
              inputMode="tel"
              autoComplete="tel-national"
              maxLength={16}
              value={form.phone}
              onChange={set('phone')}
              error={errors.phone}
              aria-required="true"
            />
            <div className="flex flex-col gap-1">
              <label htmlFor={selectId} className="text-sm font-medium text-gray-900">
                {t('counselling.time')}
              </label>
              <select
                id={selectId}
                name="preferredTime"
                value={form.preferredTime}
                onChange={set('preferredTime')}
                className={controlClass(Boolean(errors.preferredTime))}
                aria-invalid={errors.preferredTime ? true : undefined}
                aria-describedby={errors.preferredTime ? `${selectId}-error` : undefined}
                aria-required="true"
              >
                <option value="">{t('counselling.chooseTime')}</option>
                {PREFERRED_TIMES.map((time) => (
                  <option key={time} value={time}>
                    {t(TIME_TEXT[time])}
                  </option>
                ))}
              </select>
              {errors.preferredTime && (
                <p id={`${selectId}-error`} className="text-sm text-red-700">
                  {errors.preferredTime}
                </p>
              )}
            </div>
            <div className="flex flex-col gap-1">
              <label htmlFor={messageId} className="text-sm font-medium text-gray-900">
                {t('counselling.message')}
                <span className="ml-1 font-normal text-gray-600">{t('common.optional')}</span>
              </label>
              <textarea
                id={messageId}
                name="message"
                rows={3}
                maxLength={500}
                value={form.message}
                onChange={set('message')}
                className={controlClass(Boolean(errors.message))}
                aria-invalid={errors.message ? true : undefined}
                aria-describedby={errors.message ? `${messageId}-error` : undefined}
              />
              {errors.message && (
                <p id={`${messageId}-error`} className="text-sm text-red-700">
                  {errors.message}
                </p>
              )}
            </div>
            <DialogFormActions busy={request.isPending} label={t('counselling.submit')} busyLabel={t('counselling.busy')} className="mt-2" />
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
