# syntax=docker/dockerfile:1
# The site in one image: build with the same commands as the README and CI (npm install,
# npm run build), then run the production server as the unprivileged "node" user.
#   docker build -t site .
#   docker run -d -p 3000:3000 -v site-data:/app/data -e ADMIN_PASSWORD=… -e SITE_URL=https://… site

FROM node:20-bookworm-slim AS build
WORKDIR /app
# better-sqlite3 compiles from source when no prebuilt binary fits.
RUN apt-get update \
 && apt-get install -y --no-install-recommends python3 make g++ \
 && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
RUN npm install --no-audit --no-fund
COPY . .
RUN npm run build \
 && npm prune --omit=dev --no-audit --no-fund

FROM node:20-bookworm-slim AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATABASE_URL=file:/app/data/site.db
WORKDIR /app
COPY --from=build --chown=root:root /app/package.json /app/package-lock.json /app/server.js ./
COPY --from=build --chown=root:root /app/node_modules ./node_modules
COPY --from=build --chown=root:root /app/build ./build
COPY --from=build --chown=root:root /app/scripts/db-backup.js ./scripts/db-backup.js
# The code stays root-owned and read-only to the server; only the data volume is writable.
RUN mkdir -p /app/data && chown node:node /app/data
USER node
VOLUME ["/app/data"]
EXPOSE 3000
# The same check a load balancer makes: 200 when the server and its database answer.
HEALTHCHECK --interval=30s --timeout=5s --start-period=20s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# SIGTERM reaches node directly (exec form): it finishes open requests and closes the database.
CMD ["node", "--max-old-space-size=192", "server.js"]
