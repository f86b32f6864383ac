# syntax=docker/dockerfile:1
# The portal as a container image: built in one stage, run as a non-root user in a small one.
# Build: docker build -t cert-portal .   Run (embedded database): docker run -p 8080:8080 -v portal-data:/data cert-portal
# Several processes on one PostgreSQL: see compose.yaml and docs/deploy.md.

FROM node:20-bookworm-slim AS build
WORKDIR /src
# Manifests first, so the dependency layer is reused while only sources change.
COPY package.json package-lock.json .npmrc ./
COPY packages/contract/package.json packages/contract/
COPY packages/i18n/package.json packages/i18n/
COPY packages/storefront/package.json packages/storefront/
COPY packages/test-doubles/package.json packages/test-doubles/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/
COPY bench/package.json bench/
RUN npm ci --no-audit --no-fund
COPY tsconfig.base.json ./
COPY packages packages
COPY apps apps
RUN npm run build && npm prune --omit=dev --no-audit --no-fund

FROM node:20-bookworm-slim AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=8080 \
    DATA_DIR=/data
WORKDIR /app
RUN groupadd --system --gid 10001 portal \
 && useradd --system --uid 10001 --gid portal --home-dir /app --shell /usr/sbin/nologin portal \
 && mkdir -p /data && chown portal:portal /data
# What the running portal reads: compiled code, the committed migrations and seed files, the built web app and
# the production dependencies (workspace links point into packages/ and apps/).
COPY --from=build /src/package.json ./
COPY --from=build /src/node_modules node_modules
COPY --from=build /src/packages/contract/package.json packages/contract/
COPY --from=build /src/packages/contract/dist packages/contract/dist
COPY --from=build /src/packages/i18n/package.json packages/i18n/
COPY --from=build /src/packages/i18n/dist packages/i18n/dist
COPY --from=build /src/packages/storefront/package.json packages/storefront/
COPY --from=build /src/packages/storefront/dist packages/storefront/dist
COPY --from=build /src/apps/server/package.json /src/apps/server/node-flags.json apps/server/
COPY --from=build /src/apps/server/dist apps/server/dist
COPY --from=build /src/apps/server/src/db/migrations apps/server/src/db/migrations
COPY --from=build /src/apps/server/src/db/seed apps/server/src/db/seed
COPY --from=build /src/apps/web/package.json apps/web/
COPY --from=build /src/apps/web/dist apps/web/dist
USER portal
VOLUME ["/data"]
EXPOSE 8080
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||8080)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# The flags are apps/server/node-flags.json's.
# The operator command line inside the container: docker compose exec portal node apps/server/dist/cli.js <command>
ENTRYPOINT ["node", "--max-semi-space-size=2", "--liftoff-only", "apps/server/dist/main.js"]
