# Disha on Node 24 LTS, as compiled JavaScript, as a non-root user. See docs/deploy.md.
# `npm run build` is expected to produce dist/client (Vite) and dist/server (the server compiled to JavaScript, with
# dist/server/main.js as its entry point); the migrations are read from ./migrations at run time.

FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev

FROM node:24-bookworm-slim
ENV NODE_ENV=production PORT=3000 HOST=0.0.0.0 DATA_DIR=/data
# At most two glibc malloc arenas: on Node 24, the exam day's threads otherwise keep 15-24 MB more of freed native
# memory, which took a 1,000-student school past the 200 MB budget (decision 042).
ENV MALLOC_ARENA_MAX=2
WORKDIR /app
COPY --from=build --chown=root:root /app/package.json /app/package-lock.json ./
COPY --from=build --chown=root:root /app/node_modules ./node_modules
COPY --from=build --chown=root:root /app/dist ./dist
COPY --from=build --chown=root:root /app/migrations ./migrations
# The assessment's data, read at start-up from where it lives in the source tree (src/server/lib/paths.ts):
# the career catalogue, the route costs, the five item banks and the fixed banks before them (banks/legacy), the
# engine's sentences, and the Hindi of the banks and the catalogue; and the texts of the e-mails and the class PDF.
COPY --from=build --chown=root:root /app/src/server/assessment/*.json ./src/server/assessment/
COPY --from=build --chown=root:root /app/src/server/assessment/banks/*.json ./src/server/assessment/banks/
COPY --from=build --chown=root:root /app/src/server/assessment/banks/legacy/*.json ./src/server/assessment/banks/legacy/
COPY --from=build --chown=root:root /app/src/server/assessment/banks/hi/*.json ./src/server/assessment/banks/hi/
COPY --from=build --chown=root:root /app/src/server/assessment/messages/*.json ./src/server/assessment/messages/
COPY --from=build --chown=root:root /app/src/server/assessment/i18n/hi/*.json ./src/server/assessment/i18n/hi/
COPY --from=build --chown=root:root /app/src/server/mail/messages/*.json ./src/server/mail/messages/
COPY --from=build --chown=root:root /app/src/server/reports/class-messages/*.json ./src/server/reports/class-messages/
# The embedded database and the mail outbox (unused with DATABASE_URL and SMTP_URL) belong to the unprivileged user.
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME /data
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=3s --start-period=30s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# SIGTERM (docker stop) lets in-flight requests finish, then exits 0; give it more than 10 s.
STOPSIGNAL SIGTERM
# The same node arguments as `npm start` (package.json; tests/bench/start-command.test.ts keeps them equal; decisions 016 and 041).
CMD ["node", "--max-semi-space-size=2", "--max-old-space-size=384", "dist/server/main.js"]
