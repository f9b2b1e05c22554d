#!/bin/sh
# Renders the gateway configuration outside the nginx image (the image does the same at
# start): writes remotes.json, copies the api's security headers and substitutes only the
# gateway's own variables.
#   deploy/nginx/render.sh OUTPUT_FILE
set -eu
here="$(cd "$(dirname "$0")" && pwd)"
"$here/remotes-json.sh"
"$here/security-headers.sh"
"$here/panel-hosts.sh"
vars='${API_SERVERS} ${GATEWAY_PORT} ${GATEWAY_STATIC_ROOT} ${GATEWAY_HEADERS_FILE} ${SHELL_UPSTREAM} ${MFE_QRCODES_UPSTREAM} ${MFE_ADMIN_UPSTREAM} ${MFE_BILLING_UPSTREAM}'
envsubst "$vars" < "$here/gateway.conf.template" > "$1"
