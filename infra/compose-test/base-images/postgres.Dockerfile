# A stand-in for the official postgres image, for machines that cannot pull
# it: Debian bookworm's PostgreSQL 15, and an entrypoint that honours what the
# official image's users rely on (POSTGRES_PASSWORD, POSTGRES_USER,
# POSTGRES_DB, POSTGRES_INITDB_ARGS, POSTGRES_HOST_AUTH_METHOD, PGDATA and
# /docker-entrypoint-initdb.d). Made by infra/compose-test/base-images.sh.
ARG BASE=local-seo/debian-minbase:bookworm
FROM ${BASE}
# No cluster made at install: the entrypoint makes one in PGDATA.
RUN mkdir -p /etc/postgresql-common/createcluster.d \
 && echo 'create_main_cluster = false' >/etc/postgresql-common/createcluster.d/no-main.conf \
 && apt-get update -qq \
 && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends postgresql-15 >/dev/null \
 && apt-get clean && rm -rf /var/lib/apt/lists/* /usr/share/doc/* /usr/share/man/* \
 && mkdir -p /docker-entrypoint-initdb.d /var/run/postgresql \
 && chown postgres:postgres /var/run/postgresql && chmod 3777 /var/run/postgresql
ENV PATH=/usr/lib/postgresql/15/bin:$PATH \
    PGDATA=/var/lib/postgresql/data
COPY postgres-entrypoint.sh /usr/local/bin/docker-entrypoint.sh
VOLUME /var/lib/postgresql/data
EXPOSE 5432
# Smart shutdown waits for clients; fast shutdown, as the official image.
STOPSIGNAL SIGINT
LABEL org.local-seo.stand-in="postgres (Debian's PostgreSQL 15), made by infra/compose-test/base-images.sh"
ENTRYPOINT ["docker-entrypoint.sh"]
CMD ["postgres"]
