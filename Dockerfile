# Volant's reference server in a container: one instance, over SQLite (a volume on /var/lib/volant)
# or, with DATABASE_URL, one of several instances over one PostgreSQL (see compose.yaml and docs/operations.md,
# « Several instances over one PostgreSQL »). An example: the test suites do not build it.
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN node build.mjs --quiet && npm prune --omit=dev --no-audit --no-fund

FROM node:20-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production PORT=8080 VOLANT_VAR_DIR=/var/lib/volant
RUN mkdir -p /var/lib/volant && chown node:node /var/lib/volant
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
USER node
EXPOSE 8080
VOLUME /var/lib/volant
# Liveness: the process answers HTTP (/healthz needs no database). Readiness is /readyz.
HEALTHCHECK --interval=10s --timeout=3s CMD node -e "fetch('http://127.0.0.1:8080/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"
# SIGTERM drains (VOLANT_SHUTDOWN_GRACE_SECONDS, 25 s): give `docker stop` more time than that (-t 30).
STOPSIGNAL SIGTERM
CMD ["node", "dist/server/main.js"]
