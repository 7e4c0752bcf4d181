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
