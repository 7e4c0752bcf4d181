/**
 * Resolves in a new task of the browser's event loop, so that the work before it and the work after it are two
 * tasks, and input and painting can come between them. A message channel rather than a timer: a hidden tab delays
 * timers by up to a second, not messages.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel()
    channel.port1.onmessage = () => {
      channel.port1.close()
      resolve()
    }
    channel.port2.postMessage(null)
  })
}
