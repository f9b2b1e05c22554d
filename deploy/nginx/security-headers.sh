#!/bin/sh
# Copies the api's security headers (CSP, HSTS when PUBLIC_URL is https, nosniff, frame
# and referrer policies, …) into an nginx include, so the pages the gateway serves from the
# static services carry exactly what the api sends: one policy, written once, in the api.
#   API_URL=http://api:3000 GATEWAY_HEADERS_FILE=/path/security-headers.inc security-headers.sh
set -eu
: "${API_URL:?set API_URL to where the api answers}"
: "${GATEWAY_HEADERS_FILE:?set GATEWAY_HEADERS_FILE}"
names='content-security-policy|strict-transport-security|x-content-type-options|x-frame-options|referrer-policy|cross-origin-opener-policy|cross-origin-resource-policy|origin-agent-cluster|x-dns-prefetch-control|x-download-options|x-permitted-cross-domain-policies|x-xss-protection'

# The api may still be starting (migrations): wait for it up to a minute.
tries=0
until answer="$(wget -S -O /dev/null "$API_URL/api/health" 2>&1)"; do
  tries=$((tries + 1))
  [ "$tries" -lt 60 ] || { echo "security-headers: the api at $API_URL does not answer" >&2; exit 1; }
  sleep 1
done

# wget -S prints each header as "  Name: value". Each becomes the api's value in place of
# whatever a static service sent (its own nosniff, say), never a second copy.
echo "$answer" | tr -d '\r' | sed -n 's/^  \([A-Za-z-]*\): \(.*\)$/\1 \2/p' |
  grep -iE "^($names) " |
  sed 's/\\/\\\\/g; s/"/\\"/g; s/^\([^ ]*\) \(.*\)$/proxy_hide_header \1;\nadd_header \1 "\2" always;/' \
    > "$GATEWAY_HEADERS_FILE"
grep -qi '^add_header content-security-policy' "$GATEWAY_HEADERS_FILE" ||
  { echo "security-headers: the api at $API_URL sent no Content-Security-Policy" >&2; exit 1; }
