// A fixed, hand-written result for the report's layout tests and benchmark: its texts never change with the
// assessment's catalogue, so a difference in the rendered pages means the layout changed.
import type { TestResults } from '../../../shared/schemas/results'

const career = (n: number, title: string, match: number, stream?: string) => ({
  id: `career-${n}`,
  careerField: title,
  description: `${title} professionals plan, build and improve things that people use every day. They work in teams, learn new tools throughout their careers and explain their ideas to others clearly.`,
  matchPercentage: match,
  ...(stream ? { recommendedStream: stream } : {}),
  nextSteps: [`Read about a day in the life of someone working in ${title.toLowerCase()}`, 'Join a club or online course in this area this term', 'Talk to your teacher about a small project to try'],
  reasons: [
    'You enjoy investigating how things work and solving problems with logic: that is at the heart of this career.',
    'Your numerical reasoning is a strength that this career uses a lot.',
  ],
  skills: ['Problem solving', 'Mathematics', 'Clear writing', 'Team work', 'Using computers well'],
  pathways: [`B.Tech or B.Sc in a subject close to ${title.toLowerCase()} (3 to 4 years)`, 'A master’s degree or specialised diploma later, if you want to go deeper', 'Internships in companies, labs or start-ups during college'],
  exams: n % 3 === 2 ? [] : ['JEE Main', 'CUET-UG (for university programmes)'],
})

export function sampleResults(studentName = 'प्रिया शर्मा', grade = 10): TestResults {
  return {
    test: {
      id: '5d0a4a5e-0a8e-4c43-9d5b-1b7e6c2d9f10',
      userId: null,
      studentName,
      grade,
      answers: Object.fromEntries(Array.from({ length: 30 }, (_, i) => [`g${grade}-${i + 1}`, '3'])),
      timeSpent: 1445,
      completedAt: '2026-11-20T10:00:00.000Z',
      score: { analytical: 70, creative: 55, leadership: 40 },
    },
    recommendations: [
      career(1, 'Software Engineering', 86, 'Science (PCM)'),
      career(2, 'Data Science and Analytics', 81, 'Science (PCM)'),
      career(3, 'Architecture', 74, 'Science (PCM)'),
      career(4, 'Chartered Accountancy', 69, 'Commerce'),
      career(5, 'Journalism and Mass Communication', 63, 'Any stream'),
      career(6, 'Graphic Design', 58),
      career(7, 'Teaching', 55),
      career(8, 'Law', 51),
    ],
    stream: {
      forGrade: grade + 1,
      stream: 'Science (PCM)',
      runnerUp: 'Commerce',
      scores: { science: 78, commerce: 61, arts: 44 },
      summary: `Science (PCM) looks like a good fit for you in Grade ${grade + 1}. Commerce is also worth considering.`,
      reasons: ['You did well on the numerical and logical questions.', 'Your top careers mostly need Physics, Chemistry and Maths.'],
    },
    profile: {
      riasec: { realistic: 52, investigative: 84, artistic: 38, social: 30, enterprising: 45, conventional: 61 },
      workStyle: { analytical: 80, creative: 55, leadership: 40, teamwork: 62, persistence: 71 },
      aptitude: { logical: 75, numerical: 88, science: null },
      answered: 30,
      total: 30,
      quality: { differentiation: 30, consistency: 0.6, acquiescence: 0.2, lowConfidence: false, reasons: [] },
    },
    lowConfidence: false,
    notes: ['These matches are suggestions to explore, not a final answer.'],
  }
}

type Band = 'Strong fit' | 'Good fit' | 'Worth exploring'

const PCM_CLOSED = (title: string) =>
  `${title} needs Physics, Chemistry and Mathematics in class 12, which your stream does not include. Routes that remain: the missing subjects through NIOS (the National Institute of Open Schooling) alongside or after class 12, or a polytechnic diploma (admission after class 10) followed by lateral entry into a B.Tech.`

/**
 * A result of the assessment v2 shape (issue #10): a grade 11 Commerce-with-Mathematics student, led by the best
 * career family, with fit bands, near-ties, an open route with a caution, a sourced outlook, and two careers the
 * stream has closed (listed last, with the route that remains).
 */
export function sampleResultsV2(studentName = 'Rohan Kapoor', grade = 11): TestResults {
  const v2 = (
    n: number,
    title: string,
    match: number,
    band: Band,
    family: string,
    extra: { tied?: boolean; eligibility?: { open: boolean; note?: string }; outlook?: { text: string; source: string } } = {},
  ) => ({
    ...career(n, title, match),
    band,
    family,
    tiedWithPrevious: extra.tied ?? false,
    ...(extra.eligibility ? { eligibility: extra.eligibility } : { eligibility: { open: true } }),
    ...(extra.outlook ? { outlook: extra.outlook } : {}),
  })
  const base = sampleResults(studentName, grade)
  return {
    ...base,
    test: { ...base.test, currentStream: 'commerce-maths' },
    recommendations: [
      v2(1, 'Chartered Accountancy', 84, 'Strong fit', 'business-finance'),
      v2(2, 'Actuarial Science', 83, 'Strong fit', 'business-finance', {
        tied: true,
        eligibility: {
          open: true,
          note: 'ACET, the entry exam of the Institute of Actuaries of India, is open after class 12 in any stream, but it tests class 12 level mathematics and statistics.',
        },
      }),
      v2(3, 'Data Science and Analytics', 79, 'Strong fit', 'engineering-technology'),
      v2(4, 'Economics', 74, 'Good fit', 'business-finance', {
        outlook: { text: 'Demand for economists and analysts is expected to grow faster than average.', source: 'Sample outlook source, 2026' },
      }),
      v2(5, 'Journalism and Mass Communication', 66, 'Good fit', 'media-communication'),
      v2(6, 'Law', 61, 'Good fit', 'law-public-service'),
      v2(7, 'Software Engineering', 80, 'Strong fit', 'engineering-technology', { eligibility: { open: false, note: PCM_CLOSED('Software Engineering') } }),
      v2(8, 'Architecture', 72, 'Good fit', 'arts-design', { eligibility: { open: false, note: PCM_CLOSED('Architecture') } }),
    ],
    families: [
      { id: 'business-finance', label: 'Business and finance', fit: 0.62, matchPercentage: 80, band: 'Strong fit', careerIds: ['career-1', 'career-2', 'career-4'], tiedWithPrevious: false },
      { id: 'engineering-technology', label: 'Engineering and technology', fit: 0.6, matchPercentage: 78, band: 'Strong fit', careerIds: ['career-3'], tiedWithPrevious: true },
      { id: 'media-communication', label: 'Media and communication', fit: 0.41, matchPercentage: 66, band: 'Good fit', careerIds: ['career-5'], tiedWithPrevious: false },
    ],
    stream: null,
    notes: [
      'These matches are suggestions to explore with your family and teachers, not a verdict on what you can become.',
      'Your current stream (Commerce with Mathematics) was taken into account: careers it no longer opens are listed last, each with the route that remains.',
    ],
  }
}

/**
 * A result that ranks clusters (assessment v3): a grade 11 Commerce-with-Mathematics student whose best family's best
 * kind of work leads although a kind of work of another family has a higher match, kinds of work tied at one
 * percentage, careers tied inside a kind, an open route with a caution, and a career the stream has closed (apart,
 * last). Built on the v2 sample, so its careers' texts stay fixed.
 */
export function sampleResultsV3(studentName = 'Rohan Kapoor', grade = 11): TestResults {
  const base = sampleResultsV2(studentName, grade)
  const byTitle = (title: string) => base.recommendations.find((r) => r.careerField === title)!
  const inCluster = (title: string, cluster: string, match: number, band: Band, tied = false) => ({ ...byTitle(title), cluster, matchPercentage: match, band, tiedWithPrevious: tied })
  const recommendations = [
    inCluster('Chartered Accountancy', 'accounting-actuarial', 84, 'Strong fit'),
    inCluster('Actuarial Science', 'accounting-actuarial', 84, 'Strong fit', true),
    inCluster('Economics', 'accounting-actuarial', 74, 'Good fit'),
    inCluster('Data Science and Analytics', 'computing-data', 86, 'Strong fit'),
    inCluster('Journalism and Mass Communication', 'journalism-writing', 66, 'Good fit'),
    inCluster('Law', 'law-courts', 66, 'Good fit'),
    { ...byTitle('Software Engineering'), cluster: 'computing-data', tiedWithPrevious: false },
  ]
  const cluster = (id: string, name: string, family: string, match: number, band: Band, careerIds: string[], tied = false) => ({
    id,
    name,
    description: `${name} is one kind of work: careers in it suit the same interests and differ in what they work on.`,
    family,
    fit: match / 100,
    matchPercentage: match,
    band,
    careerIds,
    tiedWithPrevious: tied,
  })
  return {
    ...base,
    recommendations,
    clusters: [
      cluster('accounting-actuarial', 'Accounting, compliance and actuarial work', 'business-finance', 84, 'Strong fit', ['career-1', 'career-2', 'career-4']),
      cluster('computing-data', 'Computing and data', 'engineering-technology', 86, 'Strong fit', ['career-3']),
      cluster('journalism-writing', 'Journalism and writing', 'media-communication', 66, 'Good fit', ['career-5']),
      cluster('law-courts', 'Law and the courts', 'law-public-service', 66, 'Good fit', ['career-6'], true),
    ],
    families: [
      ...base.families!,
      { id: 'law-public-service', label: 'Law, government and defence', fit: 0.39, matchPercentage: 66, band: 'Good fit', careerIds: ['career-6'], tiedWithPrevious: true },
    ],
  }
}
