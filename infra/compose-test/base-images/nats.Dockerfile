# A stand-in for the official nats image, for machines that cannot pull it:
# Debian bookworm's nats-server (2.9), run the way the official image runs it
# (arguments starting with "-" go to nats-server), with wget for the compose
# health check. Made by infra/compose-test/base-images.sh.
ARG BASE=local-seo/debian-minbase:bookworm
FROM ${BASE}
RUN apt-get update -qq \
 && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends nats-server wget >/dev/null \
 && apt-get clean && rm -rf /var/lib/apt/lists/* /usr/share/doc/* /usr/share/man/* \
 && ln -s /usr/sbin/nats-server /nats-server \
 && mkdir -p /etc/nats \
 && printf 'port: 4222\nhttp_port: 8222\n' >/etc/nats/nats-server.conf \
 && printf '#!/bin/sh\nset -e\nif [ "${1#-}" != "$1" ]; then set -- nats-server "$@"; fi\nexec "$@"\n' >/usr/local/bin/docker-entrypoint.sh \
 && chmod +x /usr/local/bin/docker-entrypoint.sh
EXPOSE 4222 6222 8222
LABEL org.local-seo.stand-in="nats (Debian's nats-server 2.9), made by infra/compose-test/base-images.sh"
ENTRYPOINT ["docker-entrypoint.sh"]
CMD ["nats-server", "--config", "/etc/nats/nats-server.conf"]
