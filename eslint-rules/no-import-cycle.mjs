// An ESLint rule that fails on an import circle: a file that imports, through any chain of the project's own files,
// a file that imports it back. Type-only imports count, and so does a lazy `import('./x')`: a circle of types, or one
// closed when a chunk loads, is still two files that cannot be read, moved or tested one without the other. Only
// relative imports are followed (packages cannot import the project).
//
// The rule reads the other files from disk and keeps each file's imports until the file changes, so a whole run
// parses every file once.
import { readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import ts from 'typescript'

const EXTENSIONS = ['.ts', '.tsx', '.mts', '.js', '.jsx', '.mjs']

/** Each file's resolved imports, by absolute path, kept while its modification time is unchanged. */
const graph = new Map()

function isFile(file) {
  try {
    return statSync(file).isFile()
  } catch {
    return false
  }
}

/** The project file a relative specifier names (with or without an extension, or a folder's index), or undefined. */
function resolveImport(fromFile, specifier) {
  if (!specifier.startsWith('./') && !specifier.startsWith('../')) return undefined
  const base = path.resolve(path.dirname(fromFile), specifier.split('?')[0])
  const withoutJs = base.replace(/\.(m?js|jsx)$/, '')
  const candidates = [
    base,
    ...EXTENSIONS.map((ext) => base + ext),
    ...EXTENSIONS.map((ext) => withoutJs + ext),
    ...EXTENSIONS.map((ext) => path.join(base, `index${ext}`)),
  ]
  return candidates.find((candidate) => EXTENSIONS.includes(path.extname(candidate)) && isFile(candidate))
}

/** The specifiers of a module's imports, re-exports and `import()` calls, from its source text (scanned, not parsed). */
function specifiersOf(text) {
  return ts.preProcessFile(text, true, false).importedFiles.map((file) => file.fileName)
}

function importsOf(file) {
  let mtime
  try {
    mtime = statSync(file).mtimeMs
  } catch {
    return []
  }
  const cached = graph.get(file)
  if (cached && cached.mtime === mtime) return cached.imports
  const imports = [...new Set(specifiersOf(readFileSync(file, 'utf8')).map((s) => resolveImport(file, s)).filter(Boolean))]
  graph.set(file, { mtime, imports })
  return imports
}

/** The shortest chain of imports from `start` back to `target` (both included), or undefined. */
function pathBack(start, target) {
  const previous = new Map([[start, undefined]])
  const queue = [start]
  while (queue.length > 0) {
    const file = queue.shift()
    if (file === target) {
      const chain = []
      for (let at = file; at !== undefined; at = previous.get(at)) chain.unshift(at)
      return chain
    }
    for (const next of importsOf(file)) {
      if (!previous.has(next)) {
        previous.set(next, file)
        queue.push(next)
      }
    }
  }
  return undefined
}

const noImportCycle = {
  meta: {
    type: 'problem',
    docs: { description: 'Forbids imports that lead, through the project’s own files, back to the importing file.' },
    schema: [],
    messages: { cycle: 'Import circle: {{chain}}. Move what both sides need into a third file, or turn one import around.' },
  },
  create(context) {
    const file = context.filename
    const root = context.cwd
    const seen = new Set()
    function check(node) {
      const specifier = node.source?.value
      if (typeof specifier !== 'string') return
      const target = resolveImport(file, specifier)
      if (!target || target === file || seen.has(target)) return
      seen.add(target)
      const chain = pathBack(target, file)
      if (!chain) return
      const names = [file, ...chain].map((f) => path.relative(root, f).split(path.sep).join('/'))
      context.report({ node: node.source, messageId: 'cycle', data: { chain: names.join(' → ') } })
    }
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    }
  },
}

export default { meta: { name: 'disha' }, rules: { 'no-import-cycle': noImportCycle } }
