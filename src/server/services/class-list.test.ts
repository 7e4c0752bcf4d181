import { describe, expect, it } from 'vitest'
import { parseClassList, splitCsvLine, splitName, usernameBase } from './class-list'

describe('splitCsvLine', () => {
  it('splits on the separator, keeps quoted commas and doubled quotes, and says when a quote is left open', () => {
    expect(splitCsvLine('Asha Verma,12', ',')).toEqual(['Asha Verma', '12'])
    expect(splitCsvLine('"Khan, Arif",2', ',')).toEqual(['Khan, Arif', '2'])
    expect(splitCsvLine('"Tara ""T"" Nair",5', ',')).toEqual(['Tara "T" Nair', '5'])
    expect(splitCsvLine('Tara "T" Nair,5', ',')).toEqual(['Tara "T" Nair', '5'])
    expect(splitCsvLine('Asha\t12', '\t')).toEqual(['Asha', '12'])
    expect(splitCsvLine('"Asha,12', ',')).toBeUndefined()
  })
})

describe('parseClassList', () => {
  it('reads a list pasted from a spreadsheet (tabs), skipping the header and blank lines', () => {
    const { rows, issues } = parseClassList('Student name\tRoll no.\n\nAsha Verma\t1\n  Ravi   Kumar Singh \t 2 \n')
    expect(issues).toEqual([])
    expect(rows).toEqual([
      { line: 3, name: 'Asha Verma', firstName: 'Asha', lastName: 'Verma', rollNumber: '1' },
      { line: 4, name: 'Ravi Kumar Singh', firstName: 'Ravi', lastName: 'Kumar Singh', rollNumber: '2' },
    ])
  })

  it('gives no rows at all when any line is wrong, and a problem for every wrong line', () => {
    const { rows, issues } = parseClassList('Asha,1\nRavi,\nAsha B,1')
    expect(rows).toEqual([])
    expect(issues.map((i) => i.line)).toEqual([2, 3])
  })

  it('treats a first line as a header only when it names the columns', () => {
    expect(parseClassList('Name,Roll number\nAsha,1').rows).toHaveLength(1)
    expect(parseClassList('Namrata,Roll 4\nAsha,1').rows).toHaveLength(2)
  })

  it('compares roll numbers in any letter case', () => {
    expect(parseClassList('A,12b\nB,12B').issues).toEqual([{ line: 2, message: 'Line 2: roll number 12B is also on line 1. Each student needs a roll number of their own.' }])
  })
})

describe('splitName', () => {
  it('takes a name with a comma as the surname first', () => {
    expect(splitName('Khan, Arif')).toEqual({ firstName: 'Arif', lastName: 'Khan' })
    expect(splitName('Mohammed Arif Khan')).toEqual({ firstName: 'Mohammed', lastName: 'Arif Khan' })
    expect(splitName('Priya')).toEqual({ firstName: 'Priya', lastName: null })
    expect(splitName('Priya,')).toEqual({ firstName: 'Priya,', lastName: null })
  })
})

describe('usernameBase', () => {
  it('is the first name in plain letters and the roll number, lower case', () => {
    expect(usernameBase('Priya', '12')).toBe('priya12')
    expect(usernameBase('Zoë', '12/B')).toBe('zoe12b')
    expect(usernameBase('सिद्धार्थ', '3')).toBe('student3')
    expect(usernameBase("D'Souza-Fernandes", 'A 7')).toBe('dsouzafernana7')
  })
})
