/**
 * A join code as a student copies it from the board: in two groups of four, in a monospaced face, read out by a
 * screen reader letter by letter.
 */
export function JoinCode({ code, large = false }: { code: string; large?: boolean }) {
  const spaced = `${code.slice(0, 4)} ${code.slice(4)}`
  return (
    <span className={large ? 'font-mono text-2xl font-bold tracking-widest text-gray-900' : 'font-mono text-base font-semibold tracking-wider text-gray-900'}>
      <span aria-hidden="true">{spaced}</span>
      <span className="sr-only">{code.split('').join(' ')}</span>
    </span>
  )
}
