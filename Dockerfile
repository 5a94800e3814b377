# Lectern in one image: the API with the web app (`WORKER=0`), or a render worker
# (`WORKER_ONLY=1`), or both in one process (the default, as `npm start`). See docs/DEPLOY.md.
#
#   docker build -t lectern .
#   docker run -p 3000:3000 -v lectern-data:/data lectern
#
# The server runs its TypeScript through tsx, as `npm start` does, so the image holds the
# workspace sources and their node_modules.

FROM node:20-bookworm-slim AS build
WORKDIR /app
# Manifests first, so the dependency layer is rebuilt only when they change.
COPY package.json package-lock.json ./
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY packages/ai/package.json packages/ai/
COPY packages/core/package.json packages/core/
COPY packages/db/package.json packages/db/
COPY packages/media/package.json packages/media/
COPY packages/slides/package.json packages/slides/
# `npm ci` may refuse a lock file that lists only the Linux builds of platform packages (see
# .ci/run); `npm install` then resolves the same versions from it.
RUN npm ci --no-audit --no-fund || npm install --no-audit --no-fund
COPY . .
RUN npm run build

FROM node:20-bookworm-slim
# ffmpeg (with ffprobe) encodes the videos; espeak-ng as on the CI machines (the offline voice
# itself runs from the app's own WebAssembly build); ca-certificates for HTTPS to mail, AI and
# object-storage services.
RUN apt-get update \
  && apt-get install -y --no-install-recommends ffmpeg espeak-ng ca-certificates \
  && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY --from=build --chown=node:node /app /app
ENV NODE_ENV=production \
    PORT=3000 \
    HOST=0.0.0.0 \
    DATA_DIR=/data
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
# /api/health answers 503 when the database does not; a worker-only container has no HTTP and
# turns this check off in compose.yaml.
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "--import", "tsx", "apps/server/src/main.ts"]
