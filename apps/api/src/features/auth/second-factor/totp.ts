import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';
import type { TTotpSetup } from '@pc/contract/second-factor';

/** What authenticator apps show above the code, until an admin names the portal (Identidade visual). */
export const TOTP_ISSUER = 'Portal dos Clientes';
/** RFC 6238's 30-second step (otplib's default, as every authenticator app). */
export const TOTP_PERIOD_SECONDS = 30;

/** A new base32 secret of 160 bits (RFC 4226's recommended length). */
export const createTotpSecret = (): string => generateSecret({ length: 20 });

/** The secret, its otpauth URI and the URI's QR code as an SVG data URL (the CSP allows data: images). */
export const describeTotpSecret = async ({
  secret,
  email,
  issuer = TOTP_ISSUER,
}: {
  secret: string;
  email: string;
  issuer?: string;
}): Promise<TTotpSetup> => {
  const otpauthUri = generateURI({ issuer, label: email, secret });
  const svg = await QRCode.toString(otpauthUri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return {
    secret,
    otpauthUri,
    qrCode: `data:image/svg+xml;base64,${Buffer.from(svg, 'utf8').toString('base64')}`,
  };
};

/**
 * The 30-second step of a right 6-digit code at `now`, one step of drift allowed either way; null
 * for a wrong code or one whose step is not after `lastUsedStep` (a code is good once, RFC 6238 §5.2).
 */
export const matchTotpStep = async ({
  secret,
  code,
  lastUsedStep,
  now,
}: {
  secret: string;
  code: string;
  lastUsedStep: number | null;
  now: Date;
}): Promise<number | null> => {
  if (!/^\d{6}$/.test(code)) return null;
  const result = await verify({
    secret,
    token: code,
    epoch: Math.floor(now.getTime() / 1000),
    epochTolerance: TOTP_PERIOD_SECONDS,
    ...(lastUsedStep === null ? {} : { afterTimeStep: lastUsedStep }),
  });
  // The functional verify's type covers HOTP too; a TOTP result always carries its step.
  return result.valid && 'timeStep' in result ? result.timeStep : null;
};
