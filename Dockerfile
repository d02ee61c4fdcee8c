# syntax=docker/dockerfile:1
# Coldsmith's production image (docs/decisions/035-container.md): the compiled build (decision 034) on
# Node 24, production packages only, run as the unprivileged `node` user.
#   web:    docker run … coldsmith                               (node --liftoff-only dist/server/index.js)
#   worker: docker run … coldsmith node dist/server/worker.js    (needs DATABASE_URL)
ARG NODE_IMAGE=node:24-bookworm-slim

# 1. Build: every package (Vite, esbuild), then `npm run build` → dist/client, dist/server.
FROM ${NODE_IMAGE} AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# 2. Production packages: those the bundle leaves in node_modules (scripts/build/index.ts RUNTIME_FILES)
#    and those it requires on first use (wink-nlp and its model, gpt-tokenizer, linkedom, Readability).
#    The `node` devDependency is left out: the base image's Node 24 runs the app. --omit=optional also
#    leaves out what the lockfile marks devOptional — the test tools better-auth names as optional peers
#    (vitest, vite, drizzle-kit, typescript: 470 MB → 324 MB) — and the native helpers nothing at run
#    time needs (esbuild's and rolldown's binaries, piscina's optional @napi-rs/nice).
FROM ${NODE_IMAGE} AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --omit=optional --no-audit --no-fund && npm cache clean --force

# 3. Runtime: the build, the files the app finds from its root (src/server/lib/app-files.ts: package.json,
#    the migrations, the API docs' assets, dist/client) and the production packages. Everything is owned
#    by root and read-only to the app; only DATA_DIR is the node user's (the embedded database, the
#    generated secrets — unused with DATABASE_URL, AUTH_SECRET and ENCRYPTION_KEY set).
FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    PORT=3000 \
    DATA_DIR=/app/data
WORKDIR /app
COPY --from=deps /app/node_modules ./node_modules
COPY package.json ./
COPY src/server/db/migrations ./src/server/db/migrations
COPY src/server/features/openapi/assets ./src/server/features/openapi/assets
COPY --from=build /app/dist/server ./dist/server
COPY --from=build /app/dist/client ./dist/client
RUN mkdir -p /app/data && chown node:node /app/data
USER node
EXPOSE 3000
# Slim images have no curl: Node's own fetch. 200 while every check is ok or degraded, 503 on an error.
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# As `npm start` runs it: --liftoff-only keeps the embedded database's WebAssembly off V8's optimising
# compiler (decision 024); with DATABASE_URL it changes nothing.
CMD ["node", "--liftoff-only", "dist/server/index.js"]
