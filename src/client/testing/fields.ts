// Which form field a message belongs to, as a screen reader tells it: the field whose aria-describedby names the
// message, so a test can say that an error stands beside, and is read with, the field it is about.

/** The form field a message describes (its aria-describedby names the message), or null. */
export const fieldDescribedBy = (message: HTMLElement): Element | null => document.querySelector(`[aria-describedby~="${message.id}"]`)
