# A stand-in for the official haproxy image, for machines that cannot pull it:
# Debian bookworm's haproxy (2.6), run the way the official image runs it (as
# the unprivileged user haproxy, its configuration at
# /usr/local/etc/haproxy/haproxy.cfg). Made by infra/compose-test/base-images.sh.
ARG BASE=local-seo/debian-minbase:bookworm
FROM ${BASE}
RUN apt-get update -qq \
 && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends haproxy >/dev/null \
 && apt-get clean && rm -rf /var/lib/apt/lists/* /usr/share/doc/* /usr/share/man/* \
 && mkdir -p /usr/local/etc/haproxy
USER haproxy
STOPSIGNAL SIGUSR1
LABEL org.local-seo.stand-in="haproxy (Debian's haproxy 2.6), made by infra/compose-test/base-images.sh"
CMD ["haproxy", "-W", "-db", "-f", "/usr/local/etc/haproxy/haproxy.cfg"]
