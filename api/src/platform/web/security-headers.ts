import helmet from 'helmet';
import { RAZORPAY_CSP } from '@qrpanel/contracts';
import type { AppConfig } from '../config/app-config';
import { remoteOrigins } from './web-apps';

/** The security headers every answer carries (helmet, built once: it parses the CSP). */
export function securityHeaders(config: AppConfig): ReturnType<typeof helmet> {
  return helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // Remotes deployed on another origin (REMOTE_*_URL) run their scripts from there;
        // Razorpay Checkout loads its script and opens its popup in a frame.
        scriptSrc: ["'self'", ...remoteOrigins(config), ...RAZORPAY_CSP.scriptSrc],
        frameSrc: [...RAZORPAY_CSP.frameSrc],
        // Mantine and ECharts set inline styles.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        connectSrc: ["'self'", ...config.corsOrigins, ...remoteOrigins(config)],
        fontSrc: ["'self'", 'data:'],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    // Browsers ignore HSTS over plain http; a suite reached over http must not claim https.
    strictTransportSecurity: config.publicUrl.startsWith('https://')
      ? { maxAge: 31536000, includeSubDomains: true }
      : false,
  });
}
