#!/bin/sh
# Writes the panel's server_name from PUBLIC_URL's host (and the names a person or a health
# check on the machine itself uses): the panel answers only there, and every other host is
# a customer's custom domain, which answers scans alone (see gateway.conf.template).
set -eu
root="${GATEWAY_STATIC_ROOT:-/usr/share/nginx/gateway}"
mkdir -p "$root"
host="$(printf '%s' "${PUBLIC_URL:-http://localhost}" | sed -E 's#^[a-zA-Z]+://##; s#[/?].*$##; s#:[0-9]+$##')"
names="$host"
for name in localhost 127.0.0.1; do [ "$name" = "$host" ] || names="$names $name"; done
printf 'server_name %s;\n' "$names" > "$root/panel-server-name.inc"
