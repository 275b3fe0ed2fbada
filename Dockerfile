# syntax=docker/dockerfile:1
# check=skip=SecretsUsedInArgOrEnv
#
# Portal dos Clientes: one image that serves the API and the built web app on port 8080.
#
#   docker build --build-arg VITE_OAUTH_CLIENT_SECRET="$OAUTH_CLIENT_SECRET" -t portal-dos-clientes .
#
# linux/amd64 only: the lockfile carries DuckDB's native binding for linux-x64 (glibc) alone, so an
# arm64 build would install no binding and fail at start. On an arm64 machine build with
# `--platform linux/amd64` (compose.yaml sets it). Debian "slim", not Alpine, for the same reason.
# The .ts sources run as they are (Node 24 strips the types): there is no compile step for the API.

# Pin a digest (node:24-bookworm-slim@sha256:…) for reproducible builds.
ARG NODE_IMAGE=node:24-bookworm-slim

# ---------------------------------------------------------------------------------------------
# 0. Every workspace's package.json beside the lockfile: `npm ci` checks that they match exactly,
# so both install stages below start from these manifests.
# ---------------------------------------------------------------------------------------------
FROM ${NODE_IMAGE} AS manifests
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/contract/package.json packages/contract/
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/
COPY bench/package.json bench/

# ---------------------------------------------------------------------------------------------
# 1. The web app's build dependencies (dev dependencies included: Vite and its React plugin).
# Every workspace's package.json is copied so the manifests match package-lock.json exactly, which
# `npm ci` checks; only @pc/web's tree (and @pc/contract, which it links) is installed.
# --ignore-scripts: the only install scripts in the lockfile are dev tools' and not needed here:
# esbuild's postinstall (its binary comes as an optional package anyway) and the `node` package's,
# which would download a second Node binary (the image's own Node is the one that runs).
# ---------------------------------------------------------------------------------------------
FROM manifests AS web-deps
RUN npm ci --workspace=@pc/web --ignore-scripts --no-audit --no-fund

# ---------------------------------------------------------------------------------------------
# 2. The web app, built into apps/web/dist and precompressed (.br, .gz beside each asset).
# VITE_OAUTH_CLIENT_SECRET must equal the server's OAUTH_CLIENT_SECRET: it is compiled into the
# JavaScript every browser downloads (a browser app cannot keep a secret; it only identifies the
# app), so it is a build argument and never reaches the runtime image's environment. Without it
# the bundle would carry the published development secret, which a production server refuses.
# ---------------------------------------------------------------------------------------------
FROM web-deps AS web-build
ARG VITE_OAUTH_CLIENT_SECRET
ARG VITE_OAUTH_CLIENT_ID=
ARG VITE_API_BASE_URL=
ARG VITE_BI_BASE_URL=
RUN if [ -z "$VITE_OAUTH_CLIENT_SECRET" ]; then \
      echo 'Set --build-arg VITE_OAUTH_CLIENT_SECRET (the same value as the server OAUTH_CLIENT_SECRET).' >&2; \
      exit 1; \
    fi
COPY tsconfig.base.json ./
COPY packages/contract/ packages/contract/
# The build's scripts: build-web.ts and its cache, the sign-in prerender and the precompression.
COPY scripts/ scripts/
COPY apps/web/ apps/web/
# `npm run build`: the web workspace's build (scripts/build-web.ts --force: vite build, the
# prerender, the precompressed copies).
RUN npm run build

# ---------------------------------------------------------------------------------------------
# 3. Runtime dependencies of the API only.
# `npm ci --omit=dev` alone would install the production dependencies of EVERY workspace: the web
# app's React, Radix, Recharts, d3 and world-atlas (about 120 packages and 120 MB here) although
# the server only serves the web app's built files. `--workspace=@pc/api` limits the install to the
# API's tree, which includes @pc/contract (a workspace dependency, linked into node_modules/@pc);
# `--include-workspace-root` keeps the root in the selection (the root has no runtime dependencies
# today, so it costs nothing, and one added later would not be silently missed). Measured on this
# lockfile: 691 packages / 462 MB with plain --omit=dev, 577 / 341 MB filtered.
# No production dependency has an install script: native code (DuckDB, argon2) comes as prebuilt
# optional packages per platform, so --ignore-scripts is safe.
# ---------------------------------------------------------------------------------------------
FROM manifests AS api-deps
RUN npm ci --omit=dev --workspace=@pc/api --include-workspace-root --ignore-scripts --no-audit --no-fund \
    && npm cache clean --force

# ---------------------------------------------------------------------------------------------
# 4. Runtime: what runs, owned by root and read-only to the `node` user that runs it.
# ---------------------------------------------------------------------------------------------
FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=8080 \
    DATA_DIR=/data \
    WEB_DIST_DIR=/app/apps/web/dist
WORKDIR /app
COPY --from=api-deps /app/ ./
COPY packages/contract/src/ packages/contract/src/
COPY apps/api/src/ apps/api/src/
# The committed SQL migrations, applied by the server at start (under an advisory lock).
COPY apps/api/drizzle/ apps/api/drizzle/
COPY --from=web-build /app/apps/web/dist/ apps/web/dist/
# DATA_DIR: the local e-mail outbox when SMTP_URL is unset, and an analytics store file if
# ANALYTICS_STORE_PATH points there. The documents themselves are in PostgreSQL (stored_files).
RUN mkdir -p /data && chown node:node /data
VOLUME ["/data"]
USER node
EXPOSE 8080
# /ready: 200 when the database and the job queue answer; 503 while draining after SIGTERM.
# Node's own fetch: the slim image has no curl or wget.
HEALTHCHECK --interval=10s --timeout=5s --start-period=60s --retries=3 \
    CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 8080) + '/ready').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# Node itself is PID 1 (not npm), so SIGTERM reaches the server's graceful shutdown directly. This
# is `npm run start:prod` without npm in between (NODE_ENV=production is set above).
CMD ["node", "apps/api/src/server.ts"]
