// @vitest-environment happy-dom
// A reloaded test is drawn on the server (decision 018) and then taken over by the app: the app's first render must
// be the same page on the same elements, or the student would see it jump (and the browser would paint it again), and
// a choice ticked on the server's page before the app arrived must be saved like any other.
import { act, cleanup } from '@testing-library/react'
import { createRoot, hydrateRoot, type Root } from 'react-dom/client'
import { createMemoryRouter } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Attempt } from '../../shared/schemas/attempts'
import type { Question } from '../../shared/schemas/questions'
import { TEST_PAGE_DATA_ID, testPageDataScript, type TestPageData } from '../../shared/test-page-data'
import { SAVE_DEBOUNCE_MS } from '../features/attempts/save-queue'
import { createQueryClient } from '../lib/query-client'
import { aUser, json, mockApi } from '../testing/render-app'
import { startLocale, switchLocale } from '../i18n/i18n'
import { latinOnScreen } from '../testing/latin-words'
import { App } from './app'
import { routes } from './router'
import { renderTestPage } from './server-test-page'
import { readTestPageData, takeOverTestPage } from './test-page-data'

let mounted: Root | undefined
/**
 * What React reported while it took a page over: a hydration mismatch (recoverable: React then draws the page anew
 * on the client) or any console error. Every test ends with none, except the one that makes a mismatch on purpose.
 */
let complaints: unknown[] = []

afterEach(() => {
  const reported = complaints
  complaints = []
  vi.restoreAllMocks()
  act(() => mounted?.unmount())
  mounted = undefined
  cleanup()
  vi.unstubAllGlobals()
  window.localStorage.clear()
  document.body.innerHTML = ''
  expect(reported).toEqual([])
})
afterEach(() => act(() => switchLocale('en')))

const questions: Question[] = [
  { id: 'g10-int-01', questionText: 'Which club would you join?', questionType: 'multiple_choice', options: ['Science', 'Drama'], section: 'Interests' },
  { id: 'g10-int-02', questionText: 'How much would you enjoy fixing a fan?', questionType: 'rating_scale', options: ['Not at all', 'A little', 'Neutral', 'Quite a bit', 'Very much'], section: 'Interests' },
]
const ATTEMPT_ID = '0b7c1f0e-6a3e-4b8e-9a55-2f1d6c1e9a01'
const attempt: Attempt = {
  id: ATTEMPT_ID,
  grade: 10,
  studentName: 'Asha </script><b>Rao</b>',
  answers: { 'g10-int-01': 'Drama' },
  position: 1,
  revision: 3,
  startedAt: '2026-03-05T10:00:00.000Z',
  deadlineAt: '2026-03-05T10:30:00.000Z',
  remainingSeconds: 1500,
  status: 'open',
  testId: null,
}
const data: TestPageData = {
  grade: 10,
  locale: 'en',
  user: aUser(),
  gradeAccess: {
    paymentsEnabled: false,
    grades: [8, 9, 10, 11, 12].map((grade) => ({
      grade,
      action: 'start' as const,
      coveredBy: 'free' as const,
      seat: null,
      spendsBasicPlan: false,
      lastTestId: null,
      completedCount: 0,
    })),
  },
  questions,
  attempt,
}

function mockSaves() {
  return mockApi({
    [`PUT /api/attempts/${ATTEMPT_ID}/answers`]: (init) => {
      const body = JSON.parse(String(init.body)) as { revision: number }
      return json({ revision: body.revision, remainingSeconds: 1490, savedAt: '2026-03-05T10:05:10.000Z' })
    },
  })
}

/** Before the test, at grade 11: no attempt yet, so the page is the name entry, which asks the stream too. */
const nameEntryData: TestPageData = { ...data, grade: 11, user: aUser({ firstName: 'Asha', lastName: 'Rao' }), attempt: null }

/** The server's document body: its `#root` and the data script, as src/server/lib/test-page.ts writes them. */
async function serverPage(pageData: TestPageData = data): Promise<HTMLElement> {
  const { html } = await renderTestPage(pageData)
  document.body.innerHTML = `<div id="root">${html}</div>${testPageDataScript(pageData)}`
  return document.getElementById('root') as HTMLElement
}

/**
 * The page as a browser would draw it: elements, their attributes in any order (a style as its declarations) and text.
 * (How an attribute was written, by the server or set as a property by the app, does not matter, nor whether a text is
 * one text node or several side by side.)
 */
function shape(root: Node): string {
  const copy = root.cloneNode(true)
  copy.normalize()
  return shapeOf(copy)
}

function shapeOf(node: Node): string {
  if (node.nodeType === Node.TEXT_NODE) return JSON.stringify(node.textContent)
  if (!(node instanceof Element)) return ''
  const attributes = [...node.attributes]
    .map((a) => `${a.name}=${a.name === 'style' ? a.value.replace(/\s+/g, '').replace(/;$/, '') : a.value}`)
    .sort()
  return `<${node.localName} ${attributes.join(' ')}>${[...node.childNodes].map(shapeOf).join('')}</${node.localName}>`
}

/** What main.tsx does with such a page, on a memory router at the same address (in the page's language). */
async function takeOver(root: HTMLElement, pageData: TestPageData = data, elapsedSeconds = 0): Promise<'mounted' | 'hydrated' | undefined> {
  const messages = pageData.locale === 'en' ? Promise.resolve(true) : startLocale(pageData.locale, ['test']).then(() => true)
  const router = createMemoryRouter(routes, { initialEntries: [`/test/${pageData.grade}`] })
  const queryClient = createQueryClient()
  const app = (onRendered: () => void) => <App queryClient={queryClient} router={router} onRendered={onRendered} />
  let how: 'mounted' | 'hydrated' | undefined
  vi.spyOn(console, 'error').mockImplementation((...args) => complaints.push(args))
  const parsed = readTestPageData()
  expect(parsed).toEqual(pageData)
  // Started inside act, awaited after it: act runs React's work once its callback is done, and the take-over settles
  // only after React's first render.
  let takenOver: Promise<void> | undefined
  await act(async () => {
    takenOver = takeOverTestPage({
      root,
      data: parsed as TestPageData,
      router,
      queryClient,
      messages,
      elapsedSeconds: () => elapsedSeconds,
      // As main.tsx starts the app (Testing Library's render would start from an empty container).
      mount: (onRendered) => {
        mounted = createRoot(root)
        mounted.render(app(onRendered))
        how = 'mounted'
      },
      hydrate: (onRendered) => {
        mounted = hydrateRoot(root, app(onRendered), { onRecoverableError: (error) => complaints.push(error) })
        how = 'hydrated'
      },
    })
  })
  await takenOver
  return how
}

describe('the server-drawn test page', () => {
  it("is the open attempt's question, and the data beside it is JSON that no name can break out of", async () => {
    const root = await serverPage()
    expect(root.querySelector('h1')?.textContent).toBe('Grade 10 Assessment')
    expect(root.querySelector('[data-testid="question-counter"]')?.textContent).toContain('2 / 2')
    expect(root.querySelector('h2')?.textContent).toBe('How much would you enjoy fixing a fan?')
    expect(root.querySelector('[data-testid="countdown"]')?.textContent).toBe('25:00')
    expect(root.textContent).not.toContain('Loading')
    const script = document.getElementById(TEST_PAGE_DATA_ID)
    expect(script?.outerHTML).not.toContain('</script><b>')
    expect(document.querySelectorAll('b')).toHaveLength(0)
  })

  it("is the app's first render: the app adopts the very same elements, nothing is drawn anew", async () => {
    mockSaves()
    const root = await serverPage()
    const before = shape(root)
    const elements = [...root.querySelectorAll('*')]
    expect(await takeOver(root)).toBe('hydrated')
    expect(shape(root)).toBe(before)
    expect([...root.querySelectorAll('*')]).toEqual(elements)
    // And it is the app now: Previous moves to the first question, with its saved answer.
    act(() => root.querySelector<HTMLButtonElement>('nav[aria-label="Questions"] button')?.click())
    expect(root.querySelector('h2')?.textContent).toBe('Which club would you join?')
    expect(root.querySelector<HTMLInputElement>('input[value="Drama"]')?.checked).toBe(true)
  })

  it('takes over a page drawn seconds before without a mismatch, and then counts from when the server measured', async () => {
    mockSaves()
    const root = await serverPage()
    expect(root.querySelector('[data-testid="countdown"]')?.textContent).toBe('25:00')
    // The app's code arrives three seconds after the HTML (a slow phone): its first render must still say 25:00.
    expect(await takeOver(root, data, 3)).toBe('hydrated')
    await vi.waitFor(() => expect(root.querySelector('[data-testid="countdown"]')?.textContent).toBe('24:57'))
  })

  it("catches a server page that is not the app's first render: React reports the mismatch and draws its own", async () => {
    mockSaves()
    const root = await serverPage()
    const heading = root.querySelector('h2')
    if (!heading) throw new Error('no question')
    heading.textContent = 'Which club would you join?'
    expect(await takeOver(root)).toBe('hydrated')
    expect(complaints.length).toBeGreaterThan(0)
    expect(String(complaints[0])).toMatch(/hydrat/i)
    expect(root.querySelector('h2')?.textContent).toBe('How much would you enjoy fixing a fan?')
    complaints = []
  })

  it("draws the device's newer copy instead (answers given offline before the reload), with the same look otherwise", async () => {
    mockSaves()
    window.localStorage.setItem(
      `disha:attempt:${ATTEMPT_ID}`,
      JSON.stringify({ answers: { 'g10-int-01': 'Drama', 'g10-int-02': '5' }, position: 1, revision: 5 }),
    )
    const root = await serverPage()
    expect(await takeOver(root)).toBe('mounted')
    expect(root.querySelector<HTMLInputElement>('input[value="5"]')?.checked).toBe(true)
    expect(root.querySelectorAll('input:checked')).toHaveLength(1)
  })

  it('saves a choice ticked before the app took over (the app would otherwise untick it)', async () => {
    const fetchMock = mockSaves()
    const root = await serverPage()
    const choice = root.querySelector<HTMLInputElement>('input[name="question-g10-int-02"][value="4"]')
    if (!choice) throw new Error('no such choice')
    choice.checked = true
    await takeOver(root)
    expect(choice.checked).toBe(true)
    await vi.waitFor(() => {
      const saves = fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT')
      expect(saves).toHaveLength(1)
      expect(JSON.parse(String(saves[0]?.[1]?.body))).toMatchObject({ answers: { 'g10-int-01': 'Drama', 'g10-int-02': '4' }, position: 1 })
      // As a tap once the app runs: after the save queue's debounce.
    }, { timeout: SAVE_DEBOUNCE_MS + 2000 })
  })

  it('leaves the choices alone when none was ticked, and sends nothing', async () => {
    const fetchMock = mockSaves()
    const root = await serverPage()
    await takeOver(root)
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(root.querySelector('input:checked')).toBeNull()
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('before the test: the name entry, filled with the name, adopted as it is by the app', async () => {
    mockApi({})
    const root = await serverPage(nameEntryData)
    expect(root.querySelector('h1')?.textContent).toBe('Grade 11 Assessment')
    expect(root.querySelector<HTMLInputElement>('input[name="studentName"]')?.value).toBe('Asha Rao')
    expect(root.querySelectorAll('input[name="currentStream"]')).toHaveLength(7)
    expect(root.textContent).not.toContain('Loading')
    const before = shape(root)
    const elements = [...root.querySelectorAll('*')]
    expect(await takeOver(root, nameEntryData)).toBe('hydrated')
    expect(shape(root)).toBe(before)
    expect([...root.querySelectorAll('*')]).toEqual(elements)
  })

  it('keeps a name typed and a stream ticked before the app took over, and Start sends them', async () => {
    const fetchMock = mockApi({
      'POST /api/attempts': () => json({ ...attempt, grade: 11, studentName: 'Meera K', answers: {}, position: 0, revision: 0 }, 201),
    })
    const root = await serverPage(nameEntryData)
    const name = root.querySelector<HTMLInputElement>('input[name="studentName"]')
    const stream = root.querySelector<HTMLInputElement>('input[name="currentStream"][value="commerce-maths"]')
    if (!name || !stream) throw new Error('no name entry')
    name.value = 'Meera K'
    stream.checked = true
    expect(await takeOver(root, nameEntryData)).toBe('hydrated')
    expect(name.value).toBe('Meera K')
    expect(stream.checked).toBe(true)
    act(() => root.querySelector<HTMLButtonElement>('button[type="submit"]')?.click())
    await vi.waitFor(() => {
      const starts = fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST')
      expect(starts).toHaveLength(1)
      expect(JSON.parse(String(starts[0]?.[1]?.body))).toEqual({ grade: 11, studentName: 'Meera K', currentStream: 'commerce-maths' })
    })
  })

  it("in Hindi (the account's or the browser's language): Hindi words and questions, adopted as they are by the app", async () => {
    mockSaves()
    // As GET /api/questions/10?lang=hi serves them: Hindi words, the English answer values.
    const hindiQuestions: Question[] = [
      { ...questions[0]!, questionText: 'आप किस क्लब में शामिल होंगे?', section: 'रुचियाँ', labels: ['विज्ञान', 'नाटक'] },
      {
        ...questions[1]!,
        questionText: 'पंखा ठीक करना आपको कितना अच्छा लगेगा?',
        section: 'रुचियाँ',
        labels: ['बिल्कुल नहीं', 'थोड़ा', 'न कम न अधिक', 'काफ़ी', 'बहुत अधिक'],
      },
    ]
    const hindiData: TestPageData = { ...data, locale: 'hi', user: aUser({ firstName: 'Asha', lastName: 'Rao', locale: 'hi' }), questions: hindiQuestions }
    const { title } = await renderTestPage(hindiData)
    expect(title).toBe('कक्षा 10 का मूल्यांकन | Disha')
    const root = await serverPage(hindiData)
    expect(root.querySelector('h1')?.textContent).toBe('कक्षा 10 का मूल्यांकन')
    expect(root.querySelector('h2')?.textContent).toBe('पंखा ठीक करना आपको कितना अच्छा लगेगा?')
    expect(root.textContent).toContain('बहुत अधिक')
    // The student's name is theirs; nothing else on the page is in Latin script.
    document.documentElement.lang = 'hi'
    document.title = title
    expect(latinOnScreen(root, ['Asha', 'Rao', 'A'])).toEqual([])
    // The renderer speaks English again for the next page it draws.
    expect((await renderTestPage(data)).title).toBe('Grade 10 Assessment | Disha')

    const before = shape(root)
    const elements = [...root.querySelectorAll('*')]
    expect(await takeOver(root, hindiData)).toBe('hydrated')
    expect(shape(root)).toBe(before)
    expect([...root.querySelectorAll('*')]).toEqual(elements)
    // The app runs the page in Hindi, and a choice still sends the English value.
    act(() => root.querySelector<HTMLButtonElement>('nav[aria-label="प्रश्न"] button')?.click())
    expect(root.querySelector('h2')?.textContent).toBe('आप किस क्लब में शामिल होंगे?')
    expect(root.querySelector<HTMLInputElement>('input[value="Drama"]')?.checked).toBe(true)
  })

  it('draws its own page instead of hydrating when the messages of the drawn language cannot be had', async () => {
    mockSaves()
    const root = await serverPage({ ...data, locale: 'hi' })
    const router = createMemoryRouter(routes, { initialEntries: ['/test/10'] })
    const queryClient = createQueryClient()
    let how: string | undefined
    vi.spyOn(console, 'error').mockImplementation((...args) => complaints.push(args))
    let takenOver: Promise<void> | undefined
    await act(async () => {
      takenOver = takeOverTestPage({
        root,
        data: { ...data, locale: 'hi' },
        router,
        queryClient,
        messages: Promise.resolve(false),
        mount: (onRendered) => {
          mounted = createRoot(root)
          mounted.render(<App queryClient={queryClient} router={router} onRendered={onRendered} />)
          how = 'mounted'
        },
        hydrate: () => {
          how = 'hydrated'
        },
      })
    })
    await takenOver
    expect(how).toBe('mounted')
  })
})
