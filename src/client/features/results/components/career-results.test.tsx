// @vitest-environment happy-dom
// The results screen of a result that ranks clusters ("which kind of work"), and the rules that keep any result from
// contradicting itself: an A to Z list shows no order, percentages or bands; a tie shows one percentage or says why;
// the minutes agree; grades 9-10 see the stream suggestion in the summary.
import { cleanup, render, screen, within } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { ClusterMatch, FamilyMatch, Recommendation, TestResults } from '../../../../shared/schemas/results'
import { UNRANKED_HEADING } from '../../../../shared/schemas/results'
import { needAreas } from '../../../i18n/i18n'
import { CareerResults } from './career-results'

// The results route loads its catalogue area before it renders (app/router.tsx); rendered alone, the test does.
beforeAll(() => needAreas(['results']))

afterEach(cleanup)

const career = (id: string, careerField: string, cluster: string, family: string, matchPercentage: number, overrides: Partial<Recommendation> = {}): Recommendation => ({
  id,
  careerField,
  description: `What ${careerField} is about.`,
  matchPercentage,
  band: matchPercentage >= 80 ? 'Strong fit' : matchPercentage >= 55 ? 'Good fit' : 'Worth exploring',
  family,
  cluster,
  tiedWithPrevious: false,
  nextSteps: [`First step towards ${careerField}`, `Second step towards ${careerField}`],
  reasons: [`Why ${careerField} suits you.`],
  skills: [`A skill for ${careerField}`],
  pathways: [`A degree in ${careerField}`],
  exams: [`An exam for ${careerField}`],
  ...overrides,
})

const cluster = (id: string, name: string, family: string, matchPercentage: number, careerIds: string[], tiedWithPrevious = false): ClusterMatch => ({
  id,
  name,
  description: `The kind of work ${name.toLowerCase()} shares, in one sentence.`,
  family,
  fit: matchPercentage / 100,
  matchPercentage,
  band: matchPercentage >= 80 ? 'Strong fit' : matchPercentage >= 55 ? 'Good fit' : 'Worth exploring',
  careerIds,
  tiedWithPrevious,
})

const family = (id: string, label: string, matchPercentage: number, careerIds: string[], tiedWithPrevious = false): FamilyMatch => ({
  id,
  label,
  fit: matchPercentage / 100,
  matchPercentage,
  band: matchPercentage >= 80 ? 'Strong fit' : 'Good fit',
  careerIds,
  tiedWithPrevious,
})

/**
 * A grade 10 result as the engine ranks clusters: the best family's best cluster first (Core engineering, 78 %), though
 * a cluster of another family has a higher match (Medicine, 81 %); a run of two tied clusters at one percentage; a
 * cluster's careers with a tie inside; and, for a stream that closes a route, a career apart.
 */
function clusterResults(overrides: Partial<TestResults> = {}): TestResults {
  const eng = 'engineering-technology'
  const health = 'health-medicine'
  const recommendations = [
    career('mechanical-engineering', 'Mechanical Engineering', 'core-engineering', eng, 78, { recommendedStream: 'Science (PCM)' }),
    career('civil-engineering', 'Civil Engineering', 'core-engineering', eng, 78, { tiedWithPrevious: true }),
    career('electrical-engineering', 'Electrical Engineering', 'core-engineering', eng, 71),
    career('medicine', 'Medicine (MBBS)', 'medicine', health, 81),
    career('dentistry', 'Dentistry (BDS)', 'medicine', health, 76),
    career('software-engineering', 'Software Engineering', 'computing', eng, 74),
    career('nursing', 'Nursing', 'nursing-care', health, 74),
    career('physiotherapy', 'Physiotherapy', 'therapy', health, 66),
  ]
  return {
    test: {
      id: '5d0a4a5e-0a8e-4c43-9d5b-1b7e6c2d9f10',
      userId: 'u1',
      studentName: 'Asha Rao',
      grade: 10,
      answers: Object.fromEntries(Array.from({ length: 30 }, (_, i) => [`q${i}`, '3'])),
      timeSpent: 1259,
      completedAt: '2026-03-05T10:21:00.000Z',
      score: { analytical: 70, creative: 55, leadership: 40 },
    },
    recommendations,
    families: [
      family(eng, 'Engineering and technology', 76, ['mechanical-engineering', 'civil-engineering', 'electrical-engineering', 'software-engineering']),
      family(health, 'Health and medicine', 75, ['medicine', 'dentistry', 'nursing', 'physiotherapy'], true),
    ],
    clusters: [
      cluster('core-engineering', 'Core engineering', eng, 78, ['mechanical-engineering', 'civil-engineering', 'electrical-engineering']),
      cluster('medicine', 'Medicine and dentistry', health, 81, ['medicine', 'dentistry']),
      cluster('computing', 'Computing and data', eng, 74, ['software-engineering']),
      cluster('nursing-care', 'Nursing and care', health, 74, ['nursing'], true),
      cluster('therapy', 'Therapy and rehabilitation', health, 66, ['physiotherapy']),
    ],
    stream: {
      forGrade: 11,
      stream: 'Science (PCM or PCB)',
      runnerUp: 'Commerce',
      scores: { science: 80, commerce: 60, arts: 40 },
      summary: 'Science (PCM or PCB) looks like a good fit for you in Grade 11.',
      reasons: ['You did well in the science questions.'],
    },
    profile: {
      riasec: { realistic: 70, investigative: 80, artistic: 20, social: 50, enterprising: 30, conventional: 40 },
      workStyle: { analytical: 70, creative: 55, leadership: 40, teamwork: 60, persistence: 65 },
      aptitude: { logical: 67, numerical: 50, science: 100 },
      answered: 30,
      total: 30,
      quality: { differentiation: 30, consistency: 0.6, acquiescence: 0.1, lowConfidence: false, reasons: [], flags: [] },
    },
    lowConfidence: false,
    notes: ['These matches are suggestions to explore with your family and teachers.'],
    ...overrides,
  }
}

/** The same result with interests that did not differ at all: the engine lists the kinds of work A to Z, all tied at 0 %. */
function unrankedClusterResults(): TestResults {
  const base = clusterResults()
  const note = 'You rated every area of interest the same, so careers are listed A to Z, not by fit.'
  const byName = [...base.clusters!].sort((a, b) => a.name.localeCompare(b.name))
  return {
    ...base,
    families: [],
    clusters: byName.map((c, i) => ({ ...c, matchPercentage: 0, band: 'Worth exploring', tiedWithPrevious: i > 0 })),
    recommendations: byName.flatMap((c) =>
      c.careerIds.map((id) => ({ ...base.recommendations.find((r) => r.id === id)!, matchPercentage: 0, band: 'Worth exploring' as const, tiedWithPrevious: true, reasons: [] })),
    ),
    profile: { ...base.profile, quality: { ...base.profile.quality, differentiation: 0, lowConfidence: true, reasons: [note], flags: [{ code: 'flat', message: note }] } },
    lowConfidence: true,
  }
}

/** Every heading in document order as [level, text]. */
function headings(): [number, string][] {
  return Array.from(document.querySelectorAll('h1, h2, h3, h4, h5, h6')).map((h) => [Number(h.tagName[1]), h.textContent ?? ''])
}

function expectHeadingsInOrder() {
  const levels = headings()
  levels.forEach(([level, text], i) => {
    const previous = i === 0 ? 1 : levels[i - 1]![0]
    expect(level, `heading '${text}' after a level ${previous}`).toBeLessThanOrEqual(previous + 1)
  })
}

describe('a result that ranks clusters', () => {
  it('leads the summary with the top three kinds of work, each with its match and band', () => {
    render(<CareerResults results={clusterResults()} />)
    const summary = within(screen.getByRole('region', { name: 'Summary' }))
    expect(summary.getByRole('heading', { name: 'Your top three kinds of work' })).toBeDefined()
    const top = within(summary.getByRole('list', { name: 'Your top three kinds of work' })).getAllByRole('listitem')
    expect(top.map((li) => li.textContent)).toEqual([
      // Led by the best family although a kind of work of another family has a higher match: the mark says why.
      '1. Core engineering 78% match Good fit (your best family)',
      '2. Medicine and dentistry 81% match Strong fit',
      '3. Computing and data 74% match Good fit',
    ])
    expect(summary.getByText('Engineering and technology')).toBeDefined()
  })

  it('shows each kind of work with its match, band and description, and its careers inside with their own details', () => {
    render(<CareerResults results={clusterResults()} />)
    const matches = within(screen.getByRole('region', { name: 'Your Career Matches' }))
    const kinds = matches.getAllByRole('heading', { level: 3 })
    expect(kinds.map((h) => h.textContent)).toEqual(['Core engineering', 'Medicine and dentistry', 'Computing and data', 'Nursing and care', 'Therapy and rehabilitation'])

    const core = within(matches.getByRole('region', { name: 'Core engineering' }))
    // The kind's own match and band, beside its name (its careers show theirs).
    const header = core.getByRole('heading', { level: 3 }).parentElement!
    expect(header.textContent).toMatch(/^Core engineering78% match Good fit/)
    expect(core.getByText('The kind of work core engineering shares, in one sentence.')).toBeDefined()
    expect(core.getByText(/It comes first because Engineering and technology fits you best as a whole family/)).toBeDefined()
    const specialisations = within(core.getByRole('list', { name: 'Its 3 specialisations in Core engineering' }))
    const cards = specialisations.getAllByRole('article')
    expect(cards.map((card) => within(card).getByRole('heading', { level: 5 }).textContent)).toEqual(['Mechanical Engineering', 'Civil Engineering', 'Electrical Engineering'])
    // Each career keeps its own match, routes, exams and stream.
    const mechanical = within(cards[0]!)
    expect(mechanical.getByText('78% match')).toBeDefined()
    expect(mechanical.getByText('An exam for Mechanical Engineering').closest('details')).not.toBeNull()
    expect(mechanical.getByText('A degree in Mechanical Engineering')).toBeDefined()
    expect(mechanical.getByText('Recommended stream: Science (PCM)')).toBeDefined()
    expect(within(cards[1]!).getByText('About as good a fit as the career above.')).toBeDefined()
    expect(within(cards[2]!).getByText('71% match')).toBeDefined()

    // A kind of work of one career says so.
    expect(within(matches.getByRole('region', { name: 'Computing and data' })).getByRole('heading', { level: 4, name: 'Its career in Computing and data' })).toBeDefined()
    // Only the first kind of work explains its place.
    expect(matches.getAllByText(/It comes first because/)).toHaveLength(1)
  })

  it('names the careers a stream has closed apart, after the kinds of work, with the route that remains', () => {
    const base = clusterResults()
    const pilot = career('commercial-pilot', 'Commercial Pilot', 'aviation', 'transport', 80, { eligibility: { open: false, note: 'Routes that remain: Physics and Mathematics through NIOS.' } })
    render(<CareerResults results={{ ...base, test: { ...base.test, grade: 11, currentStream: 'commerce' }, recommendations: [...base.recommendations, pilot] }} />)
    const matches = within(screen.getByRole('region', { name: 'Your Career Matches' }))
    const closed = within(matches.getByRole('region', { name: 'Not open from your current stream' }))
    expect(closed.getByRole('heading', { level: 4, name: 'Commercial Pilot' })).toBeDefined()
    expect(closed.getByText('Routes that remain: Physics and Mathematics through NIOS.')).toBeDefined()
    expect(matches.getAllByRole('article')).toHaveLength(9)
  })

  it('keeps headings in order, lists as lists, and every percentage in text', () => {
    render(<CareerResults results={clusterResults()} />)
    expectHeadingsInOrder()
    const matches = screen.getByRole('region', { name: 'Your Career Matches' })
    // The kinds of work in order, and each kind's careers in order, as ordered lists.
    expect(matches.querySelector(':scope > ol')?.children).toHaveLength(5)
    expect(Array.from(matches.querySelectorAll(':scope > ol > li')).every((li) => li.querySelector('section ol'))).toBe(true)
    for (const text of ['78% match', '81% match', '74% match', '66% match']) expect(within(matches).getAllByText(text).length).toBeGreaterThan(0)
  })

  it('takes its next steps from the first career of the first kind of work', () => {
    render(<CareerResults results={clusterResults()} />)
    const steps = within(screen.getByRole('region', { name: 'Recommended Next Steps' })).getAllByRole('listitem')
    expect(steps.map((li) => li.textContent)).toEqual(['1First step towards Mechanical Engineering', '2Second step towards Mechanical Engineering'])
  })
})

describe('a result that never contradicts itself', () => {
  const unrankedChecks = () => {
    const page = document.body.textContent ?? ''
    const summary = within(screen.getByRole('region', { name: 'Summary' }))
    expect(summary.getByRole('heading', { name: UNRANKED_HEADING })).toBeDefined()
    // Nothing below the A to Z heading claims an order, a percentage or a band.
    expect(page).not.toMatch(/From the best match down/)
    expect(page).not.toMatch(/\d+% match|\d+%/)
    expect(page).not.toMatch(/Worth exploring|Good fit|Strong fit/)
    expect(page).not.toMatch(/tied with|About as good a fit|It comes first because|your best family/)
    expect(screen.queryByRole('heading', { name: 'Recommended Next Steps' })).toBeNull()
    expect(screen.getByRole('region', { name: 'Your Career Matches' }).querySelector('ol')).toBeNull()
  }

  it('an unranked result of kinds of work lists them A to Z with no percentage, band, tie or next step', () => {
    render(<CareerResults results={unrankedClusterResults()} />)
    unrankedChecks()
    const summary = within(screen.getByRole('region', { name: 'Summary' }))
    expect(within(summary.getByRole('list', { name: UNRANKED_HEADING })).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Computing and data',
      'Core engineering',
      'Medicine and dentistry',
    ])
    expect(screen.getByText(/so they are listed A to Z, with no match percentages/)).toBeDefined()
    expectHeadingsInOrder()
  })

  it('an unranked result stored before clusters lists its careers A to Z the same way', () => {
    const base = unrankedClusterResults()
    const { clusters: _clusters, ...old } = base
    render(<CareerResults results={old} />)
    unrankedChecks()
    expect(within(screen.getByRole('region', { name: 'Your Career Matches' })).getAllByRole('article')).toHaveLength(base.recommendations.length)
  })

  it('two kinds of work or careers shown as tied show one percentage, or say why they are equal', () => {
    const base = clusterResults()
    render(<CareerResults results={base} />)
    const matches = within(screen.getByRole('region', { name: 'Your Career Matches' }))
    // The engine's tie: one percentage, so nothing to explain.
    const nursing = within(matches.getByRole('region', { name: 'Nursing and care' }))
    expect(nursing.getAllByText('74% match').length).toBeGreaterThan(0)
    expect(nursing.getByText('About as good a fit as the kind of work above.')).toBeDefined()
    cleanup()

    // Shown as tied with different percentages (as a result stored earlier may be): the reason is given.
    const clusters = base.clusters!.map((c) => (c.id === 'nursing-care' ? { ...c, matchPercentage: 72 } : c))
    const recommendations = base.recommendations.map((r) => (r.id === 'electrical-engineering' ? { ...r, tiedWithPrevious: true } : r))
    render(<CareerResults results={{ ...base, clusters, recommendations }} />)
    const again = within(screen.getByRole('region', { name: 'Your Career Matches' }))
    expect(within(again.getByRole('region', { name: 'Nursing and care' })).getByText('About as good a fit as the kind of work above: a gap this small often swaps on a retake.')).toBeDefined()
    const electrical = again.getByRole('heading', { level: 5, name: 'Electrical Engineering' }).closest('article')!
    expect(within(electrical).getByText('About as good a fit as the career above: a gap this small often swaps on a retake.')).toBeDefined()
    // Every tie on the page either shows the percentage of the item above it or says why.
    for (const note of again.getAllByText(/^About as good a fit as the/)) {
      if (!note.textContent?.includes('a gap this small')) expect(note.textContent).toMatch(/above\.$/)
    }
  })

  it('says the same minutes in the quality note, the notes and the card, by one rule (rounded down)', () => {
    const base = clusterResults()
    // Stored with the note's minutes rounded to the nearest (110 s read '2 minutes'); the card's rule says 1.
    const stored = 'You finished in 2 minutes, too fast to read the questions carefully.'
    render(
      <CareerResults
        results={{
          ...base,
          test: { ...base.test, timeSpent: 110 },
          lowConfidence: true,
          profile: { ...base.profile, quality: { ...base.profile.quality, lowConfidence: true, reasons: [stored], flags: [{ code: 'too-fast', message: stored }] } },
          notes: [...base.notes, `Read these matches with extra care: ${stored} The matches are still shown below.`],
        }}
      />,
    )
    expect(screen.getByText('Minutes taken').nextElementSibling?.textContent).toBe('1')
    const care = within(screen.getByRole('region', { name: 'Read these results with care' }))
    expect(care.getByText('You finished in 1 minute, too fast to read the questions carefully.')).toBeDefined()
    expect(document.body.textContent).not.toContain('2 minutes')
  })

  it('grades 9 and 10 see the stream suggestion in the summary, and grades 11 and 12 do not', () => {
    render(<CareerResults results={clusterResults()} />)
    const summary = within(screen.getByRole('region', { name: 'Summary' }))
    expect(summary.getByText(/^Stream for Grade 11:/).textContent).toBe('Stream for Grade 11: Science (PCM or PCB)')
    expect(screen.getByRole('heading', { name: 'Stream Recommendation for Grade 11' })).toBeDefined()
    cleanup()

    const base = clusterResults()
    render(<CareerResults results={{ ...base, test: { ...base.test, grade: 12 }, stream: null, recommendations: base.recommendations.map(({ recommendedStream: _s, ...r }) => r) }} />)
    expect(within(screen.getByRole('region', { name: 'Summary' })).queryByText(/Stream for Grade/)).toBeNull()
  })
})
