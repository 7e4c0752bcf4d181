// GET /metrics: Prometheus text for an operator who configured METRICS_TOKEN; nothing for anyone else.
import { describe, expect, it } from 'vitest'
import { Client, createTestApp, registerUser } from '../support/app'

const TOKEN = 'metrics-token-0123456789'

describe('/metrics', () => {
  it('does not exist unless METRICS_TOKEN is configured', async () => {
    const t = await createTestApp()
    const res = await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } })
    expect(res.statusCode).toBe(404)
  })

  it('needs the bearer token, then counts requests by route pattern and status, latency, queries, attempts and mail failures', async () => {
    const t = await createTestApp({ METRICS_TOKEN: TOKEN, SMTP_URL: 'smtp://127.0.0.1:1' })
    expect((await t.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(401)
    expect((await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: 'Bearer wrong-token-0123456789' } })).statusCode).toBe(401)

    const { client, email } = await registerUser(t.app)
    await client.get('/api/tests/00000000-0000-4000-8000-000000000001/results')
    await new Client(t.app).get('/api/auth/user')
    await t.app.inject({ method: 'GET', url: '/api/system/payment-settings' }) // a cheap call
    await t.app.inject({ method: 'HEAD', url: '/api/system/payment-settings' })
    await t.app.inject({ method: 'GET', url: '/api/no-such-thing/00000000-0000-4000-8000-000000000001' })
    expect((await client.post('/api/payment/create-order', { grade: 8 })).statusCode).toBe(200) // mock mode: bought at once
    expect((await client.post('/api/attempts', { grade: 8, studentName: 'Open' })).statusCode).toBe(201)
    await new Client(t.app).post('/api/auth/forgot-password', { email }) // the mail server is down
    await t.mailer.close() // waits for the failed send

    const res = await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toMatch(/^text\/plain/)
    const text = res.body
    expect(text).toMatch(/disha_http_requests_total\{method="GET",route="\/api\/tests\/:id\/results",status_code="404"\} 1/)
    expect(text).toMatch(/disha_http_requests_total\{method="GET",route="\/api\/auth\/user",status_code="401"\} 1/)
    expect(text).toMatch(/disha_http_requests_total\{method="POST",route="\/api\/register",status_code="201"\} 1/)
    expect(text).toMatch(/disha_http_request_duration_seconds_count\{method="POST",route="\/api\/register"\} 1/)
    expect(text).toMatch(/disha_http_request_duration_seconds_bucket\{method="POST",route="\/api\/register",le="\+Inf"\} 1/)
    expect(text).toMatch(/disha_http_request_duration_seconds_bucket\{method="GET",route="\/api\/auth\/user",le="5"\} 1/)
    expect(text).toMatch(/disha_http_requests_total\{method="HEAD",route="\/api\/system\/payment-settings",status_code="200"\} 1/)
    expect(text).toMatch(/disha_http_requests_total\{method="GET",route="unmatched",status_code="404"\} 1/)
    expect(text).toMatch(/disha_db_query_duration_seconds_count [1-9]\d*/)
    expect(text).toMatch(/disha_open_attempts 1\b/)
    expect(text).toMatch(/disha_mail_failures_total 1\b/)
    expect(text).toMatch(/disha_job_failures_total/)
    expect(text).not.toContain('00000000-0000-4000-8000-000000000001') // raw URLs never become labels
  })
})
