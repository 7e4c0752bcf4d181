import type { Message } from './mailer'

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string)

export function passwordResetMessage(to: string, firstName: string, link: string): Message {
  const name = firstName || 'there'
  return {
    to,
    subject: 'Reset your Disha password',
    text: [
      `Hello ${name},`,
      '',
      'Someone asked to reset the password of your Disha account. If it was you, open this link to choose a new password:',
      '',
      link,
      '',
      'The link works once and expires in 60 minutes. If you did not ask for this, you can ignore this e-mail; your password stays the same.',
      '',
      '— Disha',
    ].join('\n'),
    html: `<p>Hello ${escapeHtml(name)},</p>
<p>Someone asked to reset the password of your Disha account. If it was you, open this link to choose a new password:</p>
<p><a href="${escapeHtml(link)}">Reset my password</a></p>
<p>The link works once and expires in 60 minutes. If you did not ask for this, you can ignore this e-mail; your password stays the same.</p>
<p>— Disha</p>`,
  }
}
