import { describe, expect, it } from 'vitest'
import { contentDisposition, reportFileName } from './file-name'

describe('report file name', () => {
  it('joins the name with underscores', () => {
    expect(reportFileName('Meera Nair', 10)).toEqual({
      ascii: 'Career_Report_Meera_Nair_Grade10.pdf',
      unicode: 'Career_Report_Meera_Nair_Grade10.pdf',
    })
    expect(contentDisposition('Meera Nair', 10)).toBe(
      `attachment; filename="Career_Report_Meera_Nair_Grade10.pdf"; filename*=UTF-8''Career_Report_Meera_Nair_Grade10.pdf`,
    )
  })

  it('removes characters that are unsafe in a file name or a header', () => {
    const { ascii, unicode } = reportFileName(' ../"Ravi"\r\n; O\'Brien/\\  ', 9)
    expect(unicode).toBe('Career_Report_Ravi_OBrien_Grade9.pdf')
    expect(ascii).toBe(unicode)
  })

  it('keeps a Hindi name in the UTF-8 name, with an ASCII fallback', () => {
    const { ascii, unicode } = reportFileName('सिद्धार्थ शर्मा', 12)
    expect(unicode).toBe('Career_Report_सिद्धार्थ_शर्मा_Grade12.pdf')
    expect(ascii).toBe('Career_Report_Student_Grade12.pdf')
    const header = contentDisposition('सिद्धार्थ शर्मा', 12)
    expect(header).toMatch(/^attachment; filename="Career_Report_Student_Grade12.pdf"; filename\*=UTF-8''Career_Report_%E0%A4/)
    expect(header).toMatch(/^[\x20-\x7e]+$/)
  })

  it('is named in the report\'s language in UTF-8, and in English for old clients', () => {
    expect(reportFileName('अनन्या शर्मा', 10, 'hi')).toEqual({ ascii: 'Career_Report_Student_Grade10.pdf', unicode: 'करियर_रिपोर्ट_अनन्या_शर्मा_कक्षा10.pdf' })
    expect(reportFileName('Meera Nair', 9, 'hi')).toEqual({ ascii: 'Career_Report_Meera_Nair_Grade9.pdf', unicode: 'करियर_रिपोर्ट_Meera_Nair_कक्षा9.pdf' })
    expect(reportFileName('***', 8, 'hi').unicode).toBe('करियर_रिपोर्ट_विद्यार्थी_कक्षा8.pdf')
    expect(contentDisposition('अनन्या', 10, 'hi')).toMatch(/^attachment; filename="Career_Report_Student_Grade10.pdf"; filename\*=UTF-8''%E0%A4%95/)
  })

  it('drops accents for the ASCII name and falls back to Student for an empty name', () => {
    expect(reportFileName('José', 8).ascii).toBe('Career_Report_Jose_Grade8.pdf')
    expect(reportFileName('***', 8).unicode).toBe('Career_Report_Student_Grade8.pdf')
  })
})
