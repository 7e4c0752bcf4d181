// @vitest-environment happy-dom
// A question in Hindi shows its Hindi options and sends the canonical value, the English option text (or '1'..'5' for
// a rating), so an answer is the same in either language (docs/decisions/049-questions-in-hindi.md); and the questions
// are asked for in the interface's language.
import { act, cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Question } from '../../../../shared/schemas/questions'
import { needAreas } from '../../../i18n/i18n'
import { testInHindi } from '../../../testing/hindi'
import { json, mockApi } from '../../../testing/render-app'
import { getQuestions } from '../api/get-questions'
import { QuestionCard } from './question-card'

testInHindi()
beforeEach(() => act(() => needAreas(['test'])))

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const choice: Question = {
  id: 'g8-ic-03',
  questionText: 'आपके स्कूल में नए क्लब शुरू हो रहे हैं। किस क्लब से जुड़ने में आपको सबसे अधिक आनंद आएगा?',
  questionType: 'multiple_choice',
  options: ['Debate club: win the judges over to your side', 'Repair club: fix broken desks and chairs'],
  labels: ['वाद-विवाद क्लब: निर्णायकों को अपने पक्ष में कर लेना', 'मरम्मत क्लब: टूटी मेज़ें और कुर्सियाँ ठीक करना'],
  section: 'रुचियाँ',
}

const rating: Question = {
  id: 'g8-ir-01',
  questionText: 'स्कूल की टूटी हुई लकड़ी की बेंच की मरम्मत करने में आपको कितना आनंद आएगा?',
  questionType: 'rating_scale',
  options: ['Not at all', 'A little', 'Neutral', 'Quite a bit', 'Very much'],
  labels: ['बिल्कुल नहीं', 'थोड़ा', 'न कम न अधिक', 'काफ़ी', 'बहुत अधिक'],
  section: 'रुचियाँ',
}

describe('a question in Hindi', () => {
  it('shows the Hindi options and sends the English option text', async () => {
    const onAnswer = vi.fn()
    render(<QuestionCard question={choice} answer={undefined} onAnswer={onAnswer} />)
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe(choice.questionText)
    expect(screen.queryByText(/Repair club/)).toBeNull()
    await userEvent.click(screen.getByRole('radio', { name: 'मरम्मत क्लब: टूटी मेज़ें और कुर्सियाँ ठीक करना' }))
    expect(onAnswer).toHaveBeenCalledWith('Repair club: fix broken desks and chairs')
  })

  it('ticks the option an English answer names (a student who switched language mid-test)', () => {
    render(<QuestionCard question={choice} answer="Debate club: win the judges over to your side" onAnswer={() => {}} />)
    expect((screen.getByRole('radio', { name: /वाद-विवाद क्लब/ }) as HTMLInputElement).checked).toBe(true)
  })

  it("shows a rating's Hindi scale and sends '1' to '5'", async () => {
    const onAnswer = vi.fn()
    render(<QuestionCard question={rating} answer={undefined} onAnswer={onAnswer} />)
    expect(screen.queryByText('Very much')).toBeNull()
    await userEvent.click(screen.getByRole('radio', { name: /बहुत अधिक/ }))
    expect(onAnswer).toHaveBeenCalledWith('5')
  })

  it('asks for the questions in Hindi with lang=hi, and in English without it', async () => {
    const fetchMock = mockApi({ 'GET /api/questions/8': () => json([choice]) })
    await getQuestions(8, {}, 'hi')
    await getQuestions(8, { board: 'cbse' }, 'en')
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual(['/api/questions/8?lang=hi', '/api/questions/8?board=cbse'])
  })
})
