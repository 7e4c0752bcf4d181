import { readFileSync } from 'node:fs'
import { describe, it, expect } from 'vitest'
import { parseInterests, parseOccupationTitles } from './onet-data'

const HEADER =
  'O*NET-SOC Code\tTitle\tElement ID\tElement Name\tScale ID\tScale Name\tData Value\tDate\tDomain Source'

function row(code: string, title: string, element: string, scale: string, value: string): string {
  const scaleName = scale === 'OI' ? 'Occupational Interests' : 'Occupational Interest High-Point'
  return [code, title, '1.B.1.x', element, scale, scaleName, value, '11/2023', 'Machine Learning'].join('\t')
}

function occupation(code: string, title: string, ratings: number[], highs: number[]): string[] {
  const names = ['Realistic', 'Investigative', 'Artistic', 'Social', 'Enterprising', 'Conventional']
  const hp = ['First Interest High-Point', 'Second Interest High-Point', 'Third Interest High-Point']
  return [
    ...names.map((n, i) => row(code, title, n, 'OI', String(ratings[i]))),
    ...hp.map((n, i) => row(code, title, n, 'IH', `${highs[i]}.0`)),
  ]
}

const SAMPLE = [
  HEADER,
  ...occupation('11-1011.00', 'Chief Executives', [1.3, 3.24, 2.08, 3.52, 6.88, 5], [5, 6, 0]),
  ...occupation('27-2011.00', 'Actors', [2.31, 2.13, 7, 4.1, 4, 1.67], [3, 4, 5]),
].join('\r\n')

describe('parseInterests', () => {
  it('reads OI ratings per RIASEC type and IH high points in order, dropping 0 (none)', () => {
    const map = parseInterests(SAMPLE)
    expect(map.size).toBe(2)
    expect(map.get('11-1011.00')).toEqual({
      title: 'Chief Executives',
      ratings: { realistic: 1.3, investigative: 3.24, artistic: 2.08, social: 3.52, enterprising: 6.88, conventional: 5 },
      highPoints: ['enterprising', 'conventional'],
    })
    expect(map.get('27-2011.00')?.highPoints).toEqual(['artistic', 'social', 'enterprising'])
  })

  it('finds columns by header name, whatever their order', () => {
    const text = [
      'Scale ID\tData Value\tElement Name\tTitle\tO*NET-SOC Code',
      ...['Realistic', 'Investigative', 'Artistic', 'Social', 'Enterprising', 'Conventional'].map(
        (n, i) => `OI\t${i + 1}\t${n}\tX\t00-0000.00`,
      ),
      'IH\t2.0\tFirst Interest High-Point\tX\t00-0000.00',
    ].join('\n')
    expect(parseInterests(text).get('00-0000.00')).toEqual({
      title: 'X',
      ratings: { realistic: 1, investigative: 2, artistic: 3, social: 4, enterprising: 5, conventional: 6 },
      highPoints: ['investigative'],
    })
  })

  it('rejects an occupation missing a rating, an out-of-range value or a missing column', () => {
    const missing = SAMPLE.split('\r\n').filter((l) => !(l.startsWith('27-2011.00') && l.includes('\tSocial\t')))
    expect(() => parseInterests(missing.join('\n'))).toThrow(/27-2011\.00 has no OI rating for social/)
    expect(() => parseInterests([HEADER, row('1', 'T', 'Realistic', 'OI', '8')].join('\n'))).toThrow(/outside 1..7/)
    expect(() => parseInterests([HEADER, row('1', 'T', 'First Interest High-Point', 'IH', '7')].join('\n'))).toThrow(
      /outside 0..6/,
    )
    expect(() => parseInterests('Code\tTitle\n')).toThrow(/missing column/)
  })

  it('parses the shipped Interests.txt: every occupation has six ratings and at least one high point', () => {
    const map = parseInterests(readFileSync(new URL('./onet/Interests.txt', import.meta.url), 'utf8'))
    expect(map.size).toBeGreaterThan(800)
    for (const entry of map.values()) {
      expect(entry.highPoints.length).toBeGreaterThanOrEqual(1)
      expect(new Set(entry.highPoints).size).toBe(entry.highPoints.length)
    }
    expect(map.get('15-1252.00')?.title).toBe('Software Developers')
  })
})

describe('parseOccupationTitles', () => {
  it('maps codes to titles from Occ.txt', () => {
    const titles = parseOccupationTitles(readFileSync(new URL('./onet/Occ.txt', import.meta.url), 'utf8'))
    expect(titles.get('29-1215.00')).toBe('Family Medicine Physicians')
    expect(titles.size).toBeGreaterThan(1000)
  })
})
