/** JWT_EXPIRES_IN ('7d', '12h', '30m', '3600s': checked by the configuration) in milliseconds. */
export function lifetimeMs(expiresIn: string): number {
  const match = /^(\d+)([smhd])$/.exec(expiresIn);
  if (!match) throw new Error(`JWT_EXPIRES_IN ${expiresIn} is not a lifetime such as 7d`);
  const unit = { s: 1_000, m: 60_000, h: 3_600_000, d: 86_400_000 }[match[2] as 's' | 'm' | 'h' | 'd'];
  return Number(match[1]) * unit;
}
