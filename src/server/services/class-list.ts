// A counsellor's class list: CSV text, one student a line (name, roll number), read into rows or into problems said
// per line. Pure: the database's view (roll numbers already in the class) is checked by services/schools.ts.
import { noControlChars } from '../../shared/schemas/common'
import { MAX_CLASS_LIST_ROWS } from '../../shared/schools'

export interface ClassListRow {
  /** The line of the file, counting from 1 as a spreadsheet or an editor does. */
  line: number
  firstName: string
  lastName: string | null
  /** The whole name as written (spaces tidied), for slips and messages. */
  name: string
  rollNumber: string
}

export interface ClassListIssue {
  line: number
  message: string
}

const MAX_NAME_LENGTH = 80
const MAX_ROLL_NUMBER_LENGTH = 20
const ROLL_NUMBER = /^[\p{L}\p{N}][\p{L}\p{N} /.-]*$/u

const HOW = 'Each line holds a name and a roll number, separated by a comma'

/**
 * Splits one line into cells: commas (or tabs, in a list pasted from a spreadsheet) separate them, and a cell in
 * double quotes may hold commas, with "" for a quote. Undefined when a quote is not closed.
 */
export function splitCsvLine(line: string, separator: ',' | '\t'): string[] | undefined {
  const cells: string[] = []
  let cell = ''
  let quoted = false
  let i = 0
  while (i < line.length) {
    const ch = line[i] as string
    if (quoted) {
      if (ch === '"' && line[i + 1] === '"') {
        cell += '"'
        i += 2
        continue
      }
      if (ch === '"') quoted = false
      else cell += ch
    } else if (ch === '"' && cell.trim() === '') {
      quoted = true
      cell = ''
    } else if (ch === separator) {
      cells.push(cell)
      cell = ''
    } else {
      cell += ch
    }
    i += 1
  }
  if (quoted) return undefined
  cells.push(cell)
  return cells
}

const tidy = (value: string) => value.trim().replace(/\s+/g, ' ')

/** Whether a first line is a header (name, roll number), to be skipped. */
function isHeader(cells: string[]): boolean {
  const [first, second] = cells.map((c) => tidy(c).toLowerCase())
  return (first === 'name' || first === 'student name' || first === 'student') && (second?.startsWith('roll') ?? false)
}

/**
 * Reads a class list. Rows come back only when the whole file is right: any problem, on any line, and the caller
 * creates nothing. Blank lines and a first line naming the columns are skipped.
 */
export function parseClassList(text: string): { rows: ClassListRow[]; issues: ClassListIssue[] } {
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\n|\r/)
  const firstFilled = lines.find((l) => l.trim() !== '') ?? ''
  const separator = !firstFilled.includes(',') && firstFilled.includes('\t') ? '\t' : ','
  const rows: ClassListRow[] = []
  const issues: ClassListIssue[] = []
  const seenRolls = new Map<string, number>()
  let sawFirst = false

  lines.forEach((raw, index) => {
    const line = index + 1
    const cells = splitCsvLine(raw, separator)
    if (!cells) {
      issues.push({ line, message: `Line ${line}: a double quote is not closed. Put a name with a comma in double quotes, "like, this".` })
      return
    }
    while (cells.length > 0 && tidy(cells[cells.length - 1] as string) === '') cells.pop()
    if (cells.length === 0) return
    if (!sawFirst) {
      sawFirst = true
      if (isHeader(cells)) return
    }
    if (cells.length > 2) {
      issues.push({ line, message: `Line ${line} has ${cells.length} values. ${HOW}; put a name that holds a comma in double quotes.` })
      return
    }
    const name = tidy(cells[0] as string)
    const rollNumber = tidy(cells[1] ?? '')
    if (name === '') {
      issues.push({ line, message: `Line ${line}: the name is missing. ${HOW}.` })
      return
    }
    if (rollNumber === '') {
      issues.push({ line, message: `Line ${line}: the roll number of ${name} is missing. ${HOW}.` })
      return
    }
    if (!noControlChars(name) || name.length > MAX_NAME_LENGTH) {
      issues.push({ line, message: `Line ${line}: the name must be at most ${MAX_NAME_LENGTH} characters, without control characters.` })
      return
    }
    if (rollNumber.length > MAX_ROLL_NUMBER_LENGTH || !ROLL_NUMBER.test(rollNumber)) {
      issues.push({
        line,
        message: `Line ${line}: the roll number "${rollNumber.slice(0, MAX_ROLL_NUMBER_LENGTH)}" may hold only letters, digits, spaces, "/", "." and "-" (at most ${MAX_ROLL_NUMBER_LENGTH}).`,
      })
      return
    }
    const key = rollNumber.toLowerCase()
    const earlier = seenRolls.get(key)
    if (earlier !== undefined) {
      issues.push({ line, message: `Line ${line}: roll number ${rollNumber} is also on line ${earlier}. Each student needs a roll number of their own.` })
      return
    }
    seenRolls.set(key, line)
    rows.push({ line, name, ...splitName(name), rollNumber })
  })

  if (rows.length + issues.length === 0) {
    issues.push({ line: 1, message: `The class list holds no students. ${HOW}, one student a line.` })
  } else if (rows.length > MAX_CLASS_LIST_ROWS) {
    issues.unshift({ line: 1, message: `The class list has ${rows.length} students; upload at most ${MAX_CLASS_LIST_ROWS} at a time.` })
  }
  return issues.length > 0 ? { rows: [], issues } : { rows, issues }
}

/**
 * First and last name: 'Khan, Arif' (a register's surname first) is Arif Khan; otherwise the first word is the first
 * name and the rest the last name.
 */
export function splitName(name: string): { firstName: string; lastName: string | null } {
  const comma = name.indexOf(',')
  if (comma > 0) {
    const last = name.slice(0, comma).trim()
    const first = name.slice(comma + 1).trim()
    if (first && last) return { firstName: first, lastName: last }
  }
  const space = name.indexOf(' ')
  return space < 0 ? { firstName: name, lastName: null } : { firstName: name.slice(0, space), lastName: name.slice(space + 1) }
}

/**
 * The user name a slip prints: the first name in plain lower-case letters (a name in another script gives none, and
 * 'student' stands in), then the roll number's letters and digits. The caller makes it unique in the school.
 */
export function usernameBase(firstName: string, rollNumber: string): string {
  const letters = firstName
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z]/g, '')
    .slice(0, 12)
  const roll = rollNumber
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '')
    .slice(0, 10)
  return `${letters || 'student'}${roll}`
}
