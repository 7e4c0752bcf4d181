#!/usr/bin/env bash
# npm test: the build, unit, component and API tests (Vitest), then end-to-end tests in Chromium through the built server.
set -euo pipefail
cd "$(dirname "$0")/.."

CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ ! -x "$CHROMIUM" ]; then
  if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
    echo "Chromium is missing: installing Debian's chromium with apt-get..."
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  else
    echo "The end-to-end tests need Chromium at $CHROMIUM." >&2
    echo "Install it with: sudo apt-get install -y chromium   (or set CHROMIUM_PATH to a Chromium binary)" >&2
    exit 1
  fi
fi

# The report tests read PDFs with poppler (pdftotext, pdftoppm, pdfinfo).
if ! command -v pdftoppm >/dev/null 2>&1 || ! command -v pdftotext >/dev/null 2>&1; then
  if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
    echo "poppler-utils is missing: installing Debian's poppler-utils with apt-get..."
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq poppler-utils >/dev/null
  else
    echo "The report tests need pdftoppm and pdftotext." >&2
    echo "Install them with: sudo apt-get install -y poppler-utils" >&2
    exit 1
  fi
fi

# The build first: the bench smoke tests' exam day and lab serve the client build it makes.
npm run build
npx vitest run
npx playwright test
