import { escapeHtml } from '../lib/html'
import type { Message } from './mailer'

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

export function emailConfirmationMessage(to: string, firstName: string, link: string): Message {
  const name = firstName || 'there'
  const lines = [
    'This address is listed as an administrator of Disha. To get admin access, open this link and set a new password for the account:',
    'The link works once and expires in 24 hours. Setting the password signs out every device that used the account before.',
    'If you did not create a Disha account, someone else used your address: opening the link makes the account yours, and nobody gets admin access without it.',
  ]
  return {
    to,
    subject: 'Confirm your e-mail address for Disha',
    text: [`Hello ${name},`, '', lines[0], '', link, '', lines[1], '', lines[2], '', '— Disha'].join('\n'),
    html: `<p>Hello ${escapeHtml(name)},</p>
<p>${escapeHtml(lines[0] as string)}</p>
<p><a href="${escapeHtml(link)}">Set my password and confirm</a></p>
<p>${escapeHtml(lines[1] as string)}</p>
<p>${escapeHtml(lines[2] as string)}</p>
<p>— Disha</p>`,
  }
}

export function counsellorInvitationMessage(to: string, firstName: string, schoolName: string, link: string): Message {
  const name = firstName || 'there'
  const lines = [
    `You have been invited to Disha as a counsellor of ${schoolName}. Open this link and choose a password to start:`,
    'The link works once and expires in 7 days. As a counsellor you create your school’s classes, add students and follow their results.',
    'If you did not expect this invitation, you can ignore this e-mail; nobody can use the account without the link.',
  ]
  return {
    to,
    subject: `Your Disha counsellor account for ${schoolName}`,
    text: [`Hello ${name},`, '', lines[0], '', link, '', lines[1], '', lines[2], '', '— Disha'].join('\n'),
    html: `<p>Hello ${escapeHtml(name)},</p>
<p>${escapeHtml(lines[0] as string)}</p>
<p><a href="${escapeHtml(link)}">Choose my password</a></p>
<p>${escapeHtml(lines[1] as string)}</p>
<p>${escapeHtml(lines[2] as string)}</p>
<p>— Disha</p>`,
  }
}
