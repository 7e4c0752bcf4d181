// fontkit ships no types. Disha uses only `create`, to parse the report's TTF files once (reports/fonts.ts); the
// object it returns is handed to pdfkit, which reads it itself.
declare module 'fontkit' {
  export function create(data: Uint8Array): object
}
