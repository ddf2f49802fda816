# One image for every Parlor service: the site (site/dist/site.js), the reference controller with
# its assets host (server/dist/main.js), the copy of the builds an edge serves
# (scripts/publish-builds.mjs) and each remote's static server (site/dist/serve-static.js) differ
# only in their command (docker-compose.yml). Alone, it runs the reference server serving the
# pages itself.
FROM node:20-bookworm-slim AS build
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ && rm -rf /var/lib/apt/lists/*
RUN npm install -g pnpm@12.21.0
WORKDIR /app
COPY . .
RUN pnpm install --frozen-lockfile && node scripts/build.mjs

FROM node:20-bookworm-slim
WORKDIR /app
COPY --from=build /app /app
ENV NODE_ENV=production PARLOR_HOST=0.0.0.0
EXPOSE 8080 8081 8082 8083 8084 8085 8086
# compiled JavaScript (each package's build.mjs, run by the build above), not the TypeScript loader
CMD ["node", "--enable-source-maps", "server/dist/main.js"]
