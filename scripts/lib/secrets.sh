# What the scripts that make secrets share (k8s/overlays/dev/make-secrets.sh,
# infra/compose-secrets/make-secrets.sh): sourced, not run.

# A random password: letters and digits, starting with a letter. Safe inside
# postgresql:// URLs and in nats-server's configuration, which reads a value
# starting with a digit as a number and cuts others at some characters.
password() { node -e 'process.stdout.write("n" + require("node:crypto").randomBytes(24).toString("hex"))'; }

# The variables of every NATS user's password that a generated auth.conf reads
# (<USER>_NATS_PASSWORD), one a line: nats_password_variables <auth.conf>
nats_password_variables() { grep -o 'password: \$[A-Z0-9_]*' "$1" | sed 's/.*\$//'; }

# The argon2id hash of a password, made by the gateway's own code (needs the
# repository's node_modules): admin_password_hash <repository root> <password>
admin_password_hash() { (cd "$1" && node_modules/.bin/tsx --conditions=development gateway/src/cli/hash-password.ts "$2"); }
