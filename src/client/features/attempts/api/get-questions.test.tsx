// @vitest-environment happy-dom
// The questions follow the interface's language, and a switch mid-test keeps the questions shown until the other
// language's words arrive (docs/decisions/049-questions-in-hindi.md): never another board's questions meanwhile.
import { QueryClientProvider } from '@tanstack/react-query'
import { act, renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Question } from '../../../../shared/schemas/questions'
import { switchLocale } from '../../../i18n/i18n'
import { createQueryClient } from '../../../lib/query-client'
import { resetScreen } from '../../../testing/hindi'
import { useQuestions, type QuestionsChoice } from './get-questions'

afterEach(() => resetScreen())

const question = (questionText: string, labels?: string[]): Question => ({
  id: 'g8-ic-03',
  questionText,
  questionType: 'multiple_choice',
  options: ['Debate club', 'Repair club'],
  ...(labels ? { labels } : {}),
  section: labels ? 'रुचियाँ' : 'Interests',
})
const ENGLISH = [question('Which club would you join?')]
const HINDI = [question('आप किस क्लब से जुड़ेंगे?', ['वाद-विवाद क्लब', 'मरम्मत क्लब'])]
const CBSE = [{ ...ENGLISH[0]!, id: 'g8-lr-01' }]

/** A fetch that answers each questions URL when the test lets it, and lets the English list through at once. */
function questionsServer() {
  const waiting = new Map<string, (body: Question[]) => void>()
  const fetchMock = vi.fn((input: RequestInfo | URL) => {
    const url = String(input)
    if (url === '/api/questions/8') return Promise.resolve(Response.json(ENGLISH))
    return new Promise<Response>((resolve) => waiting.set(url, (body) => resolve(Response.json(body))))
  })
  vi.stubGlobal('fetch', fetchMock)
  return { answer: (url: string, body: Question[]) => act(() => waiting.get(url)!(body)), urls: () => fetchMock.mock.calls.map(([u]) => String(u)) }
}

function renderQuestions() {
  const client = createQueryClient()
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>
  return renderHook(({ choice }: { choice: QuestionsChoice }) => useQuestions(8, { choice }), { wrapper, initialProps: { choice: {} } })
}

describe('useQuestions', () => {
  it('keeps the questions shown while their Hindi words arrive, then shows those', async () => {
    const server = questionsServer()
    const { result } = renderQuestions()
    await waitFor(() => expect(result.current.data).toEqual(ENGLISH))
    await act(() => switchLocale('hi'))
    await waitFor(() => expect(server.urls()).toContain('/api/questions/8?lang=hi'))
    expect(result.current.data).toEqual(ENGLISH)
    expect(result.current.isPlaceholderData).toBe(true)
    await server.answer('/api/questions/8?lang=hi', HINDI)
    await waitFor(() => expect(result.current.data).toEqual(HINDI))
    expect(result.current.isPlaceholderData).toBe(false)
  })

  it("never shows another board's questions while they load", async () => {
    const server = questionsServer()
    const { result, rerender } = renderQuestions()
    await waitFor(() => expect(result.current.data).toEqual(ENGLISH))
    rerender({ choice: { board: 'cbse' } })
    await waitFor(() => expect(server.urls()).toContain('/api/questions/8?board=cbse'))
    expect(result.current.data).toBeUndefined()
    await server.answer('/api/questions/8?board=cbse', CBSE)
    await waitFor(() => expect(result.current.data).toEqual(CBSE))
  })
})
