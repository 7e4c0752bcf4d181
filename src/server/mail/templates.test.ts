// The e-mails in English and Hindi: one catalogue per language with the same ids and arguments, the English mails as
// they have always read, and Hindi mails with no Latin-script word but Disha's name and the link.
import { parse } from '@formatjs/icu-messageformat-parser'
import { isStructurallySame } from '@formatjs/icu-messageformat-parser/manipulator.js'
import { describe, expect, it } from 'vitest'
import { counsellorInvitationMessage, emailConfirmationMessage, mailCatalogue, passwordResetMessage } from './templates'

const LINK = 'https://disha.example/reset-password?token=abc'
const latinWords = (text: string) => (text.replace(LINK, '').match(/[A-Za-z]+/g) ?? []).filter((word) => word !== 'Disha')

describe('the mail catalogues', () => {
  it('have the same ids, arguments and plurals in English and Hindi', () => {
    const [en, hi] = [mailCatalogue('en'), mailCatalogue('hi')]
    expect(Object.keys(hi).sort()).toEqual(Object.keys(en).sort())
    for (const [id, text] of Object.entries(en)) {
      const same = isStructurallySame(parse(text), parse(hi[id] ?? ''))
      expect(same.success, `${id}: ${same.error?.message ?? ''}`).toBe(true)
    }
  })
})

describe('the mails', () => {
  it('read in English as before: greeting, the reason, the link, what it does, the signature', () => {
    const mail = passwordResetMessage('kid@example.com', 'Asha', LINK)
    expect(mail.subject).toBe('Reset your Disha password')
    expect(mail.text).toBe(
      [
        'Hello Asha,',
        '',
        'Someone asked to reset the password of your Disha account. If it was you, open this link to choose a new password:',
        '',
        LINK,
        '',
        'The link works once and expires in 60 minutes. If you did not ask for this, you can ignore this e-mail; your password stays the same.',
        '',
        '— Disha',
      ].join('\n'),
    )
    expect(mail.html).toContain(`<p><a href="${LINK}">Reset my password</a></p>`)
    expect(passwordResetMessage('kid@example.com', '', LINK).text.startsWith('Hello there,\n')).toBe(true)
  })

  it('are written wholly in Hindi for a Hindi reader, the link and the name kept as they are', () => {
    const mails = [
      passwordResetMessage('kid@example.com', 'आशा', LINK, 'hi'),
      emailConfirmationMessage('kid@example.com', 'आशा', LINK, 'hi'),
      counsellorInvitationMessage('meera@example.com', 'मीरा', 'सरस्वती विद्यालय', LINK, 'hi'),
    ]
    for (const mail of mails) {
      expect(latinWords(`${mail.subject}\n${mail.text}`), mail.subject).toEqual([])
      expect(mail.text).toContain(LINK)
      expect(mail.html).toContain(`href="${LINK}"`)
    }
    expect(mails[0]?.text.startsWith('नमस्ते आशा,\n')).toBe(true)
    expect(mails[2]?.subject).toBe('सरस्वती विद्यालय के लिए आपका Disha परामर्शदाता खाता')
  })

  it('escape what the reader typed in the HTML', () => {
    const mail = counsellorInvitationMessage('x@example.com', '<b>Meera</b>', 'A & B <School>', LINK)
    expect(mail.html).toContain('Hello &lt;b&gt;Meera&lt;/b&gt;,')
    expect(mail.html).toContain('counsellor of A &amp; B &lt;School&gt;.')
  })
})
