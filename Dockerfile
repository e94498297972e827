# syntax=docker/dockerfile:1
# Bluewater: multi-stage build. 1 installs every dependency, 2 builds the client and the server,
# 3 is the runtime with production dependencies only, running as a non-root user.

# ---- 1. dependencies (with dev dependencies, for the build) ----
FROM node:20-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund

# ---- 2. build: dist/client (hashed assets) and dist/server (renderer + server) ----
FROM deps AS build
COPY . .
RUN npm run build

# ---- 3. production dependencies only ----
FROM node:20-bookworm-slim AS prod-deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force

# ---- 4. runtime ----
FROM node:20-bookworm-slim AS runtime
# MALLOC_ARENA_MAX: glibc would keep an arena of tens of MiB for each thread that allocates (render threads,
# the PGlite worker, libuv's pool, sharp); two hold what they need (docs/decisions/052). NODE_OPTIONS: V8's
# young generation at 8 MiB a half rather than 16, as `npm start` runs it (the embedded default within 512 MiB;
# a PostgreSQL deployment may set its own, docs/operations.md).
ENV NODE_ENV=production PORT=3000 HOST=0.0.0.0 MALLOC_ARENA_MAX=2 NODE_OPTIONS=--max-semi-space-size=8
WORKDIR /app
COPY --from=prod-deps --chown=node:node /app/node_modules ./node_modules
COPY --from=build --chown=node:node /app/dist ./dist
COPY --chown=node:node package.json ./
COPY --chown=node:node locales ./locales
# Migrations are read at start (server/db/prepare.ts).
COPY --chown=node:node server/db/migrations ./server/db/migrations
# The embedded database, generated images and the mail outbox; mount a volume here (or set DATABASE_URL).
ENV DATA_DIR=/app/data
RUN mkdir -p /app/data && chown node:node /app/data
VOLUME /app/data
USER node
EXPOSE 3000
# /healthz says the process is alive; orchestrators should route traffic by /readyz.
HEALTHCHECK --interval=15s --timeout=3s --start-period=20s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# node as PID 1 receives SIGTERM directly and drains (server/lifecycle.ts).
CMD ["node", "dist/server/index.js"]
