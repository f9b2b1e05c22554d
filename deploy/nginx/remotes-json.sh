#!/bin/sh
# Writes /remotes.json from the environment, so a remote moves to a new address by
# changing one variable and restarting the gateway; nothing is rebuilt.
set -eu
root="${GATEWAY_STATIC_ROOT:-/usr/share/nginx/gateway}"
mkdir -p "$root"
cat > "$root/remotes.json" <<JSON
{
  "mfe-qrcodes": "${REMOTE_MFE_QRCODES_URL:-/remotes/mfe-qrcodes/mf-manifest.json}",
  "mfe-admin": "${REMOTE_MFE_ADMIN_URL:-/remotes/mfe-admin/mf-manifest.json}",
  "mfe-billing": "${REMOTE_MFE_BILLING_URL:-/remotes/mfe-billing/mf-manifest.json}"
}
JSON
